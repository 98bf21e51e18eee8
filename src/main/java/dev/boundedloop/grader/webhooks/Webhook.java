package dev.boundedloop.grader.webhooks;

import java.time.Instant;

/**
 * A registered callback, as listed: without its secret.
 *
 * @param assignment the one assignment whose reports it gets, or null for all
 */
public record Webhook(long id, String url, String assignment, String createdBy, Instant createdAt) {}
