package dev.boundedloop.grader.security;

/**
 * Who made a request: the token's subject (a learner id, {@code ci:<name>} or
 * {@code instructor:<name>}) and role. Controllers receive it as the authentication principal.
 */
public record Caller(String subject, Role role, long tokenId) {

    public boolean isInstructor() {
        return role == Role.INSTRUCTOR;
    }

    /** Instructors see every submission; everyone else only their own. */
    public boolean owns(String submitter) {
        return isInstructor() || subject.equals(submitter);
    }

    /** Only instructors see hidden cases' inputs, expectations, observations and transcripts. */
    public boolean seesHiddenCases() {
        return isInstructor();
    }
}
