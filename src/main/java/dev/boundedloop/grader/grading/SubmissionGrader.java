package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Suite;
import java.util.Optional;

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

    /**
     * What decides this grader's reports besides the suite, the source and this process's own code
     * (its limits, its isolation), so that a report of it may be reused within the process; empty
     * when that cannot be said, and then nothing it graded is reused.
     */
    default Optional<String> verdictIdentity() {
        return Optional.empty();
    }
}
