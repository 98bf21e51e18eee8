package dev.boundedloop.grader.cli;

import java.time.Duration;

/**
 * Exponential backoff between retries: the first delay, doubled each time up to a ceiling, so a
 * service that restarts or sheds load is not hammered and a short blip costs little.
 */
record Backoff(Duration first, Duration ceiling) {

    static final Backoff DEFAULT = new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(30));

    /** The delay before retry number {@code retry} (1 for the first retry). */
    Duration delay(int retry) {
        long millis = first.toMillis() << Math.min(retry - 1, 20);
        return Duration.ofMillis(Math.min(millis, ceiling.toMillis()));
    }
}
