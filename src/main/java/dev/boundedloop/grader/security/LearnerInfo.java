package dev.boundedloop.grader.security;

import java.time.Instant;

public record LearnerInfo(String id, Instant createdAt, long activeTokens) {}
