package dev.boundedloop.grader.learner;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.UUID;

/**
 * One of the learner's submissions in their history: the raw score, how late it came and what the
 * course counts, and whether an instructor has commented on their notes.
 *
 * @param late absent when on time
 * @param countedScore the score the course counts: an override's, else the score after any penalty
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record MySubmission(UUID id, String assignment, String status, Integer score, Integer maxScore, Instant submittedAt,
        Instant finishedAt, Late late, Integer countedScore, boolean overridden, boolean reviewed) {

    record Late(int days, int penaltyPercent, Integer scoreAfterPenalty) {}
}
