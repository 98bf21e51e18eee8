package dev.boundedloop.grader.security;

/**
 * Who made a request: the token's subject (a learner id, {@code ci:<name>} or
 * {@code instructor:<name>}) and role. Controllers receive it as the authentication principal.
 * A CI token issued for a learner has role CI and the learner's id as subject: it submits and reads
 * as that learner, while its submissions still record that CI made them. A caller signed in by an LTI
 * launch has a session instead of a token ({@link #NO_TOKEN}); it is serializable to live in that session.
 */
public record Caller(String subject, Role role, long tokenId) implements java.io.Serializable {

    /** A caller signed in through a session (an LTI launch) rather than by a token. */
    public static final long NO_TOKEN = 0;

    /** Service subjects are {@code ci:<name>} and {@code instructor:<name>}; learner ids cannot contain it. */
    static final char SERVICE_SUBJECT_SEPARATOR = ':';

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

    /**
     * Whether the subject is a learner: a learner's own token, or a CI token issued for a learner.
     * Such callers share the learner's deadlines and submissions; CI tokens have an hourly quota of their own.
     */
    public boolean actsForLearner() {
        return role != Role.INSTRUCTOR && subject.indexOf(SERVICE_SUBJECT_SEPARATOR) < 0;
    }
}
