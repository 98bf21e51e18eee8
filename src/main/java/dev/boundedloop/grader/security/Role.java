package dev.boundedloop.grader.security;

/** What a token may do. */
public enum Role {
    /** Submits, and reads only its own submissions, with hidden cases redacted. */
    LEARNER,
    /** Sees and manages everything. */
    INSTRUCTOR,
    /** A CI grading hook: submits, and reads what it submitted, as a learner would. */
    CI;

    String authority() {
        return "ROLE_" + name();
    }
}
