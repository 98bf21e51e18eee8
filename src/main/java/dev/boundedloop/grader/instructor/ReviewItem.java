package dev.boundedloop.grader.instructor;

import java.time.Instant;
import java.util.UUID;

/** A submission's notes with their review state. */
public record ReviewItem(UUID submission, String assignment, String learner, String notes, String state,
        Instant requestedAt, String reviewer, String comment, Instant reviewedAt) {}
