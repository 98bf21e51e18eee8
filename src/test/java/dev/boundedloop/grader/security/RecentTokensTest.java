package dev.boundedloop.grader.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** Tokens seen lately are answered from memory, until they expire or a revocation commits. */
class RecentTokensTest {

    private static final Caller ALICE = new Caller("alice", Role.LEARNER, 7);
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T12:00:00Z"), ZoneOffset.UTC);

    private final RecentTokens recent = new RecentTokens(CLOCK, RecentTokens.TTL);

    @Test
    void aRememberedTokenIsAnsweredAndAnUnknownOneIsNot() {
        recent.remember("hash-a", ALICE, recent.generation());

        assertThat(recent.get("hash-a")).contains(ALICE);
        assertThat(recent.get("hash-b")).isEmpty();
    }

    @Test
    void anEntryWhoseTimeHasRunOutIsNotAnswered() {
        RecentTokens expiring = new RecentTokens(CLOCK, Duration.ZERO);

        expiring.remember("hash-a", ALICE, expiring.generation());

        assertThat(expiring.get("hash-a")).isEmpty();
    }

    @Test
    void aRevocationForgetsEveryToken() {
        recent.remember("hash-a", ALICE, recent.generation());

        recent.forgetAll();

        assertThat(recent.get("hash-a")).isEmpty();
    }

    @Test
    void aLookupThatStartedBeforeARevocationCommittedIsNotServed() {
        long lookedUpIn = recent.generation();
        recent.forgetAll(); // the revocation commits while the lookup still reads the token as active

        recent.remember("hash-a", ALICE, lookedUpIn);

        assertThat(recent.get("hash-a")).isEmpty();
    }
}
