package dev.boundedloop.grader.security;

/** What a token may do. */
public enum Role {
    /** Submits, and reads only its own submissions, with hidden cases redacted. */
    LEARNER,
    /** Sees and manages everything. */
    INSTRUCTOR,
    /**
     * A CI grading hook: submits, and reads what it submitted, as a learner would. Its subject is
     * either its own ({@code ci:<name>}) or a learner's id, when it was issued to act for that learner.
     */
    CI;

    public String authority() {
        return "ROLE_" + name();
    }
}
