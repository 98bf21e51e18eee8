package dev.boundedloop.grader.submission;

import java.time.Duration;
import java.util.UUID;

/**
 * A job this replica holds the lease on; attempts counts this claim, and heldBefore is the time
 * earlier claims held it.
 */
record ClaimedJob(long id, UUID submissionId, GradingJob.Kind kind, int attempts, Duration heldBefore) {}
