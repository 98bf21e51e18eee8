package dev.boundedloop.grader.similarity;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A similarity run as instructors see it. submissions, pairsFound and finishedAt are set once it is
 * DONE (or FAILED); pairs are the ones kept, most similar first; message says what a reader should know.
 */
public record SimilarityRun(UUID id, String assignment, String state, String requestedBy, Instant requestedAt,
        Instant startedAt, Instant finishedAt, Integer submissions, double threshold, Integer pairsFound, String message,
        List<LearnerPair> pairs) {

    public static final String QUEUED = "QUEUED";
    public static final String RUNNING = "RUNNING";
    public static final String DONE = "DONE";
    public static final String FAILED = "FAILED";

    SimilarityRun withPairs(List<LearnerPair> kept) {
        return new SimilarityRun(id, assignment, state, requestedBy, requestedAt, startedAt, finishedAt, submissions,
                threshold, pairsFound, message, kept);
    }
}
