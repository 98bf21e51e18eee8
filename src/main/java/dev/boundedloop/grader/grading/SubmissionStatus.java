package dev.boundedloop.grader.grading;

/** Where a submission stands. Only QUEUED and RUNNING are not final. */
public enum SubmissionStatus {
    QUEUED,
    RUNNING,
    GRADED,
    /** javac refused the source; the report carries its diagnostics with line and column. */
    COMPILE_ERROR,
    /** Static verification refused the bytecode; each violation names the class and member used. */
    REJECTED,
    /** Not a gradable submission: empty, not UTF-8, too large, or no usable policy class. */
    INVALID,
    /** The grader's own fault, never the learner's. */
    INTERNAL_ERROR;

    public boolean isFinal() {
        return this != QUEUED && this != RUNNING;
    }
}
