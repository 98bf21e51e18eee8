package dev.boundedloop.grader.security;

import java.time.Instant;

/** A token as instructors may see it: everything but the secret. */
public record TokenInfo(long tokenId, Role role, String subject, Instant createdAt, Instant revokedAt) {}
