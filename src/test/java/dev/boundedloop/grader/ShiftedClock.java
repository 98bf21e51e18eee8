package dev.boundedloop.grader;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/** Real time moved by a settable amount, so deadline and retry tests jump hours instead of sleeping. */
public final class ShiftedClock extends Clock {

    private final AtomicReference<Duration> shift = new AtomicReference<>(Duration.ZERO);

    public void advance(Duration by) {
        shift.accumulateAndGet(by, Duration::plus);
    }

    /** Real time again, moved by {@code shift} (negative for the past). */
    public void set(Duration by) {
        shift.set(by);
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
