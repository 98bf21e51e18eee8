package dev.boundedloop.grader.queue;

import java.time.Instant;
import java.util.UUID;

/** What a claimed job grades: its submission's assignment and source, and when it arrived. */
record GradingInput(UUID submissionId, String assignment, byte[] source, Instant submittedAt) {}
