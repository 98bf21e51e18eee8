package dev.boundedloop.grader.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The callers of tokens presented lately, by token hash, so that a request costs no database
 * lookup. An entry lives for a short time ({@link #TTL} in the service), which bounds how long a revocation made on another
 * replica goes unnoticed here; a revocation on this replica forgets every entry once it commits.
 * An entry carries the generation it was looked up in, so a lookup that raced a revocation is
 * never served.
 */
final class RecentTokens {

    static final Duration TTL = Duration.ofSeconds(10);
    static final int MAX_ENTRIES = 10_000;

    private record Entry(Caller caller, Instant expires, long generation) {}

    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private final AtomicLong generation = new AtomicLong();
    private final Clock clock;
    private final Duration ttl;

    RecentTokens(Clock clock, Duration ttl) {
        this.clock = clock;
        this.ttl = ttl;
    }

    Optional<Caller> get(String tokenHash) {
        Entry entry = entries.get(tokenHash);
        if (entry == null || entry.generation() != generation.get() || !clock.instant().isBefore(entry.expires())) {
            return Optional.empty();
        }
        return Optional.of(entry.caller());
    }

    /** Read before looking a token up, and pass to {@link #remember}. */
    long generation() {
        return generation.get();
    }

    void remember(String tokenHash, Caller caller, long lookedUpIn) {
        if (entries.size() >= MAX_ENTRIES) {
            entries.clear(); // rare, and cheaper than tracking which entry is oldest
        }
        entries.put(tokenHash, new Entry(caller, clock.instant().plus(ttl), lookedUpIn));
    }

    /** After a revocation commits: every entry, and every lookup still running, is stale. */
    void forgetAll() {
        generation.incrementAndGet();
        entries.clear();
    }
}
