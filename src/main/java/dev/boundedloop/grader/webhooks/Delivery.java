package dev.boundedloop.grader.webhooks;

import java.time.Instant;
import java.util.UUID;

/**
 * One report's delivery to one hook, as its log shows it.
 *
 * @param state PENDING (to be tried at nextAttemptAt), DELIVERED or FAILED (given up after the last try)
 * @param attempts tries begun so far
 * @param lastStatus the receiver's HTTP status on the last try, if it answered
 * @param lastError why the last try failed, if it did
 * @param lastAttemptAt when the last try ended; null before the first
 */
public record Delivery(long id, UUID eventId, UUID submissionId, String state, int attempts, Instant nextAttemptAt,
        Integer lastStatus, String lastError, Instant lastAttemptAt, Instant createdAt, Instant finishedAt) {

    static final String PENDING = "PENDING";
    static final String DELIVERED = "DELIVERED";
    static final String FAILED = "FAILED";
}
