package dev.boundedloop.grader.queue;

import java.time.Duration;
import java.util.UUID;

/**
 * A job this replica holds the lease on; attempts counts this claim, heldBefore is the time earlier
 * claims held it, and flow is whose turn it took.
 */
public record ClaimedJob(long id, UUID submissionId, GradingJob.Kind kind, int attempts, Duration heldBefore, String flow) {}
