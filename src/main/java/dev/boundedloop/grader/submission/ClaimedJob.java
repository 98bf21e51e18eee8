package dev.boundedloop.grader.submission;

import java.util.UUID;

/** A job this replica holds the lease on; attempts counts this claim. */
record ClaimedJob(long id, UUID submissionId, GradingJob.Kind kind, int attempts) {}
