package dev.boundedloop.grader.roster;

import java.time.Instant;

/**
 * A learner as instructors see it.
 *
 * @param activeTokens the learner's active tokens, their own and CI tokens issued for them
 * @param activeCiTokens how many of those are CI tokens
 */
public record LearnerInfo(String id, String name, String email, String section, Instant createdAt, long activeTokens,
        long activeCiTokens) {}
