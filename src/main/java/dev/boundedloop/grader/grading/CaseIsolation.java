package dev.boundedloop.grader.grading;

import java.util.concurrent.Callable;

/**
 * Runs the part of a case that executes learner code. The sandbox's implementation meters it
 * (fuel, memory) and captures its output; the grading engine only sees the summary.
 */
public interface CaseIsolation {

    <T> Isolated<T> run(Budget budget, Callable<T> learnerCode);

    /**
     * What one case's learner code may use: fuel (one unit per method entry and backward branch)
     * and bytes of allocation.
     */
    record Budget(long fuel, long memoryBytes) {}

    /** The value learner code returned, or why it did not, and what it printed. */
    record Isolated<T>(T value, LearnerFailure failure, String stdout) {
        public boolean failed() {
            return failure != null;
        }
    }
}
