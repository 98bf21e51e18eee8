package dev.boundedloop.grader.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Counts wrong tokens per client address in a window that starts at the address's first one; past
 * the limit the address waits out the window. Only failures are counted, so good tokens cost nothing
 * here, and other addresses are not slowed. At most {@code maxClients} addresses are kept, the least
 * recently seen forgotten first.
 */
final class FailedAuthThrottle {

    private static final class Window {
        Instant start;
        int failures;

        Window(Instant start) {
            this.start = start;
        }
    }

    private final FailedAuthProperties properties;
    private final Clock clock;
    private final Map<String, Window> windows;

    FailedAuthThrottle(FailedAuthProperties properties, Clock clock) {
        this.properties = properties;
        this.clock = clock;
        this.windows = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Window> eldest) {
                return size() > properties.maxClients();
            }
        };
    }

    /** How long the address must wait, if it used up its wrong tokens for now. */
    synchronized Optional<Duration> blocked(String address) {
        Window window = windows.get(address);
        if (window == null) {
            return Optional.empty();
        }
        Instant end = window.start.plus(properties.window());
        Instant now = clock.instant();
        if (!now.isBefore(end)) {
            windows.remove(address);
            return Optional.empty();
        }
        return window.failures >= properties.limit() ? Optional.of(Duration.between(now, end)) : Optional.empty();
    }

    synchronized void failed(String address) {
        Instant now = clock.instant();
        Window window = windows.get(address);
        if (window == null || !now.isBefore(window.start.plus(properties.window()))) {
            window = new Window(now);
            windows.put(address, window);
        }
        window.failures++;
    }

    synchronized int remembered() {
        return windows.size();
    }
}
