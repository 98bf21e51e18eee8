package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Suite;

/**
 * Grades one submitted source against a suite. The service and the command line depend on this,
 * not on where grading runs (in this process, or in the sandbox's worker JVMs).
 */
public interface SubmissionGrader {

    GradingReport grade(Suite suite, byte[] source);

    /** Grades as {@link #grade(Suite, byte[])}, pointing {@code progress} at where the grading is. */
    default GradingReport grade(Suite suite, byte[] source, LiveProgress progress) {
        return grade(suite, source);
    }
}
