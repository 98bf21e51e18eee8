package dev.boundedloop.grader.webhooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The retry schedule's waits and jitter, and the Retry-After forms a receiver may answer with. */
class RetryScheduleTest {

    private static final RetrySchedule STANDARD = new WebhookProperties(true,
            List.of(Duration.ofSeconds(5), Duration.ofMinutes(5), Duration.ofMinutes(30), Duration.ofHours(2),
                    Duration.ofHours(5), Duration.ofHours(10), Duration.ofHours(10)),
            0.1, Duration.ofHours(24), Duration.ofSeconds(1), Duration.ofSeconds(5), Duration.ofSeconds(10)).schedule();

    @Test
    void eightTriesInAllAndEachWaitMovesByAtMostATenth() {
        assertThat(STANDARD.attempts()).isEqualTo(8);
        assertThat(STANDARD.after(1, fixed(0.5))).isEqualTo(Duration.ofSeconds(5));
        assertThat(STANDARD.after(2, fixed(0.0))).isEqualTo(Duration.ofMinutes(5).multipliedBy(9).dividedBy(10));
        assertThat(STANDARD.after(3, fixed(1.0))).isEqualTo(Duration.ofMinutes(33));
        assertThat(STANDARD.after(7, fixed(0.5))).isEqualTo(Duration.ofHours(10));
        assertThat(STANDARD.longest()).isEqualTo(Duration.ofHours(10));
        RandomGenerator random = new java.util.SplittableRandom(7);
        for (int i = 0; i < 1000; i++) {
            assertThat(STANDARD.after(4, random)).isBetween(Duration.ofMinutes(108), Duration.ofMinutes(132));
        }
    }

    @Test
    void aWrongScheduleIsRefusedNamingItsSetting() {
        assertThatThrownBy(() -> new RetrySchedule(List.of(Duration.ZERO), 0.1)).hasMessageContaining("retry-schedule");
        assertThatThrownBy(() -> new RetrySchedule(List.of(Duration.ofSeconds(1)), 1.5)).hasMessageContaining("retry-jitter");
    }

    @Test
    void retryAfterIsSecondsOrAnHttpDateAndNothingElse() {
        Instant now = Instant.parse("2026-12-05T10:00:00Z");
        assertThat(RetryAfter.parse("120", now)).contains(Duration.ofSeconds(120));
        assertThat(RetryAfter.parse("Sat, 05 Dec 2026 12:30:00 GMT", now)).contains(Duration.ofMinutes(150));
        assertThat(RetryAfter.parse("Sat, 05 Dec 2026 09:00:00 GMT", now)).contains(Duration.ZERO);
        assertThat(RetryAfter.parse("soon", now)).isEmpty();
        assertThat(RetryAfter.parse("-5", now)).isEmpty();
    }

    /** A generator that always draws the same number, to pin the jitter down. */
    private static RandomGenerator fixed(double drawn) {
        return new RandomGenerator() {
            @Override
            public long nextLong() {
                return 0;
            }

            @Override
            public double nextDouble() {
                return drawn;
            }
        };
    }
}
