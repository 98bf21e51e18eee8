package dev.boundedloop.grader.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** The throttle's window and its bound on memory, on a clock the test moves. */
class FailedAuthWindowTest {

    private static final class MovingClock extends Clock {
        Instant now = Instant.parse("2026-01-01T10:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    private final MovingClock clock = new MovingClock();

    @Test
    void anAddressPastTheLimitWaitsOutTheWindowThenStartsAfresh() {
        FailedAuthThrottle throttle = new FailedAuthThrottle(new FailedAuthProperties(3, Duration.ofMinutes(1), 100), clock);
        for (int i = 0; i < 3; i++) {
            assertThat(throttle.blocked("10.0.0.1")).isEmpty();
            throttle.failed("10.0.0.1");
            clock.now = clock.now.plusSeconds(10);
        }
        assertThat(throttle.blocked("10.0.0.1")).hasValue(Duration.ofSeconds(30));
        assertThat(throttle.blocked("10.0.0.2")).isEmpty();

        clock.now = clock.now.plusSeconds(30);
        assertThat(throttle.blocked("10.0.0.1")).isEmpty();
        throttle.failed("10.0.0.1");
        assertThat(throttle.blocked("10.0.0.1")).as("a fresh window").isEmpty();
    }

    @Test
    void memoryStaysBoundedWhateverTheNumberOfAddresses() {
        FailedAuthThrottle throttle = new FailedAuthThrottle(new FailedAuthProperties(1, Duration.ofMinutes(1), 50), clock);
        for (int i = 0; i < 10_000; i++) {
            throttle.failed("10.0." + (i / 256) + "." + (i % 256));
        }
        assertThat(throttle.remembered()).isEqualTo(50);
        assertThat(throttle.blocked("10.0.39.15")).as("the latest address is still remembered").isPresent();
    }
}
