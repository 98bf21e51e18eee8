package dev.boundedloop.grader.webhooks;

import java.time.Duration;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * When a failed delivery is tried again: the first try at once, then after each wait in turn
 * (Standard Webhooks' schedule by default: 5s, 5m, 30m, 2h, 5h, 10h, 10h), each wait moved by up to
 * {@code jitter} of itself either way, so that the deliveries a receiver's outage held back do not
 * all come back in the same second.
 *
 * @param waits the wait after the first failed try, after the second, and so on
 * @param jitter how far a wait may move, as a fraction of it (0 to 1)
 */
record RetrySchedule(List<Duration> waits, double jitter) {

    RetrySchedule {
        waits = List.copyOf(waits);
        if (waits.stream().anyMatch(w -> w.isNegative() || w.isZero())) {
            throw new IllegalArgumentException("grader.webhooks.retry-schedule: every wait must be positive, e.g. 5s,5m");
        }
        if (!(jitter >= 0 && jitter < 1)) {
            throw new IllegalArgumentException("grader.webhooks.retry-jitter must be at least 0 and below 1, got " + jitter);
        }
    }

    /** Tries in all: the first, and one after each wait. */
    int attempts() {
        return waits.size() + 1;
    }

    /** The wait after the given failed try (1 for the first), with its jitter drawn from {@code random}. */
    Duration after(int failedTries, RandomGenerator random) {
        Duration wait = waits.get(Math.min(Math.max(failedTries, 1), waits.size()) - 1);
        double factor = 1 + jitter * (2 * random.nextDouble() - 1);
        return Duration.ofNanos(Math.max(1, Math.round(wait.toNanos() * factor)));
    }

    /** The longest wait: the most a receiver's Retry-After may hold a delivery back. */
    Duration longest() {
        return waits.stream().max(Duration::compareTo).orElse(Duration.ZERO);
    }
}
