package dev.boundedloop.grader.lti.passback;

import java.time.Instant;

/**
 * Where the caller's own score on an assignment stands with one of their LMS courses: what {@link ScoreStatus}
 * tells an instructor, without the LMS's raw answer, which may quote the LMS's internals, and the registration's
 * ids.
 *
 * @param state SENT (the LMS took it), PENDING (to be tried at nextAttemptAt) or FAILED (given up; the instructor
 *     can send it again)
 * @param lastStatus the LMS's HTTP status on the last try, if it answered
 * @param likelyCause what a failed try likely means; null once sent
 */
public record OwnScoreStatus(String assignment, String contextId, String contextTitle, String state, int scoreGiven,
        int scoreMaximum, Instant scoredAt, int attempts, Instant nextAttemptAt, Integer lastStatus, String likelyCause,
        Instant sentAt) {

    static OwnScoreStatus of(ScoreStatus status) {
        return new OwnScoreStatus(status.assignment(), status.contextId(), status.contextTitle(), status.state(),
                status.scoreGiven(), status.scoreMaximum(), status.scoredAt(), status.attempts(), status.nextAttemptAt(),
                status.lastStatus(), status.likelyCause(), status.sentAt());
    }
}
