package dev.boundedloop.grader.instructor;

import java.time.Instant;
import java.util.UUID;

/**
 * One learner's standing on an assignment. best and latest count final submissions only (a
 * submission that was not GRADED scores 0); attempts counts every submission.
 */
public record LearnerScore(String learner, long attempts, Integer best, Integer latest, String latestStatus,
        Instant latestSubmittedAt, UUID latestSubmission) {}
