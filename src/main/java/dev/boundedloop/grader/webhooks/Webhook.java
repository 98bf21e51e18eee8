package dev.boundedloop.grader.webhooks;

import java.time.Instant;

/**
 * A registered callback, as listed: without its secret.
 *
 * @param assignment the one assignment whose reports it gets, or null for all
 * @param previousSecretValidUntil after a rotation, until when the previous secret still signs beside the new
 *     one; null when only one secret signs
 * @param disabledAt when a receiver's 410 Gone disabled the hook; null while it is enabled. A disabled hook
 *     gets no delivery until it is enabled again
 * @param disabledReason what disabled it
 */
public record Webhook(long id, String url, String assignment, String createdBy, Instant createdAt,
        Instant previousSecretValidUntil, Instant disabledAt, String disabledReason) {}
