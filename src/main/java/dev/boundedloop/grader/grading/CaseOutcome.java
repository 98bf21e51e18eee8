package dev.boundedloop.grader.grading;

/** The verdict on one case. */
public enum CaseOutcome {
    PASS,
    /** Expected and observed differ. */
    FAIL,
    /** The policy is unfinished: it threw UnsupportedOperationException. Not an error. */
    NEEDS_WORK,
    /** The policy threw, or returned null. */
    ERROR,
    /** The policy used up its fuel: deterministic, whatever the machine's load. */
    TIMEOUT,
    MEMORY_LIMIT
}
