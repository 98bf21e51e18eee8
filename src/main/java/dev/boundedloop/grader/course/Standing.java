package dev.boundedloop.grader.course;

import dev.boundedloop.grader.standings.ScoreOverride;
import java.time.Instant;
import java.util.UUID;

/**
 * One learner's standing on an assignment, as the course counts it. {@code best} and {@code latest}
 * are raw scores of final submissions (one that was not GRADED scores 0). The final submission is
 * chosen by the assignment's {@code finalSubmission} setting; {@code finalScore} is its raw score less
 * its late penalty, or the instructor's override where there is one.
 */
public record Standing(String learner, long attempts, Integer best, Integer latest, String latestStatus,
        Instant latestSubmittedAt, UUID latestSubmission, UUID finalSubmission, String finalStatus, Instant finalSubmittedAt,
        Integer rawScore, int lateDays, int penaltyPercent, ScoreOverride override, Integer finalScore) {}
