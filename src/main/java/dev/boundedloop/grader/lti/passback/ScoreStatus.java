package dev.boundedloop.grader.lti.passback;

import java.time.Instant;

/**
 * Where a learner's score on an assignment stands with one LMS course.
 *
 * @param state SENT (the LMS took it), PENDING (to be tried at nextAttemptAt) or FAILED (given up; a re-sync
 *     tries again)
 * @param attempts tries made of the score as it is now
 * @param lastStatus the LMS's HTTP status on the last try, if it answered
 * @param lastAnswer what the LMS answered on the last try (shortened)
 * @param likelyCause what a failed try likely means, in words a person can act on; null once sent
 */
public record ScoreStatus(long id, String assignment, String learner, long platformId, String issuer, String contextId,
        String contextTitle, String state, int scoreGiven, int scoreMaximum, Instant scoredAt, int attempts,
        Instant nextAttemptAt, Integer lastStatus, String lastAnswer, String likelyCause, Instant sentAt) {}
