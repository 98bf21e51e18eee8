package dev.boundedloop.grader.webhooks;

import java.time.Instant;

/**
 * A hook's new secret, shown this once.
 *
 * @param previousSecretValidUntil until when the replaced secret still signs each delivery beside this one
 */
public record RotatedSecret(long id, String secret, Instant previousSecretValidUntil) {}
