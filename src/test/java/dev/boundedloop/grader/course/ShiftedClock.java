package dev.boundedloop.grader.course;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/** Real time moved forward by a settable amount, so deadline tests jump days instead of sleeping. */
final class ShiftedClock extends Clock {

    private final AtomicReference<Duration> shift = new AtomicReference<>(Duration.ZERO);

    void advance(Duration by) {
        shift.accumulateAndGet(by, Duration::plus);
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(shift.get());
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
