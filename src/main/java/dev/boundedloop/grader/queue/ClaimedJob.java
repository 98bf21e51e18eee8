package dev.boundedloop.grader.queue;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/**
 * A job this replica holds the lease on; attempts counts this claim, heldBefore is the time earlier
 * claims held it, flow is whose turn it took, and enqueuedAt when it joined the queue.
 */
public record ClaimedJob(long id, UUID submissionId, GradingJob.Kind kind, int attempts, Duration heldBefore, String flow,
        Instant enqueuedAt) {}
