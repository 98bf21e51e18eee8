package dev.boundedloop.grader.intake;

import dev.boundedloop.grader.security.Role;
import java.time.Instant;
import java.util.UUID;

/**
 * Published inside the transaction that stores a submission, so listeners' writes (a review request
 * for its notes) commit or roll back with it.
 */
public record SubmissionReceived(UUID id, String assignment, String submitter, Role submitterRole, String notes,
        Instant at) {}
