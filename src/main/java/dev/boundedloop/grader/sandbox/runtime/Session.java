package dev.boundedloop.grader.sandbox.runtime;

import java.util.Optional;

/**
 * A metered run on one thread: what the grader reads after learner code returns or aborts. Close
 * it on the thread that opened it; the readings stay available after closing, from any thread that
 * has joined the opening one.
 */
public final class Session implements AutoCloseable {

    private final Meter meter;
    private final Thread owner;

    Session(Meter meter, Thread owner) {
        this.meter = meter;
        this.owner = owner;
    }

    /** Which budget ran out, if one did. */
    public Optional<AbortKind> abort() {
        return Optional.ofNullable(meter.abortKind());
    }

    public long fuelLimit() {
        return meter.fuelLimit();
    }

    /** Fuel charged so far; the same code on the same input always uses the same amount. */
    public long fuelUsed() {
        return Math.min(meter.fuelUsed(), meter.fuelLimit());
    }

    public long memoryLimit() {
        return meter.memoryLimit();
    }

    public long memoryUsed() {
        return meter.memoryUsed();
    }

    /** What learner code printed to {@code System.out}, capped at {@link Sandbox#OUTPUT_CAP_BYTES}. */
    public String stdout() {
        return meter.printedToOut();
    }

    /** What learner code printed to {@code System.err}, capped like {@link #stdout()}. */
    public String stderr() {
        return meter.printedToErr();
    }

    /** Whether {@code thrown} is a sandbox abort rather than something the learner's code threw. */
    public static boolean isAbort(Throwable thrown) {
        return thrown instanceof SandboxAbort;
    }

    @Override
    public void close() {
        if (Thread.currentThread() != owner) {
            throw new IllegalStateException("a sandbox session must be closed by the thread that opened it");
        }
        Sandbox.close(meter);
    }
}
