package dev.boundedloop.grader.sandbox.runtime;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The entry points that instrumented learner code calls, and {@link #open} for the grader.
 *
 * <p>Budgets belong to a thread: a worker runs one submission at a time on a dedicated thread,
 * and tests may run several sessions side by side on threads of their own. Learner code cannot
 * start threads (the verifier refuses them), so a thread without a session never runs it unless
 * something went wrong, and then it has no fuel at all.
 */
public final class Sandbox {

    /** How much of each of stdout and stderr a session keeps. */
    public static final int OUTPUT_CAP_BYTES = 4096;

    private static final ThreadLocal<Meter> CURRENT = new ThreadLocal<>();
    /**
     * The meter looked up last, on whichever thread: a worker runs one session at a time, so method
     * entry and the guards almost always hit it and skip the ThreadLocal's lookup (a native call on
     * the client compiler the workers run, for its weak reference). It is used only
     * by its owning thread, which clears it when the session closes; a racy read from another
     * thread just misses.
     */
    private static Meter recent;
    private static final PrintStream DISCARD = new PrintStream(OutputStream.nullOutputStream());

    private Sandbox() {}

    /**
     * Opens a session on the calling thread: learner code that this thread runs until
     * {@link Session#close()} is charged against these budgets.
     *
     * @param fuel units of work: one per method entry and one per backward branch
     * @param memoryBytes bytes that learner code may allocate in arrays, strings and sized
     *     collections over the whole session (freed memory is not given back, so the count does
     *     not depend on the garbage collector)
     * @throws IllegalStateException if this thread already has an open session
     */
    public static Session open(long fuel, long memoryBytes) {
        if (fuel < 0 || memoryBytes < 0) {
            throw new IllegalArgumentException("budgets must not be negative");
        }
        if (CURRENT.get() != null) {
            throw new IllegalStateException("this thread already has an open sandbox session");
        }
        Meter meter = new Meter(fuel, memoryBytes, OUTPUT_CAP_BYTES, Thread.currentThread());
        CURRENT.set(meter);
        return new Session(meter, Thread.currentThread());
    }

    /** Called first in every learner method: charges the call and returns the thread's meter. */
    public static Meter enter() {
        Meter meter = meter();
        meter.tick();
        return meter;
    }

    /** Replaces {@code System.out} in learner code. */
    public static PrintStream out() {
        Meter meter = CURRENT.get();
        return meter == null ? DISCARD : meter.out();
    }

    /** Replaces {@code System.err} in learner code. */
    public static PrintStream err() {
        Meter meter = CURRENT.get();
        return meter == null ? DISCARD : meter.err();
    }

    /** The calling thread's meter, for the guards; a thread without a session has no budget. */
    static Meter meter() {
        Meter meter = recent;
        if (meter != null && meter.owner == Thread.currentThread()) {
            return meter;
        }
        meter = CURRENT.get();
        if (meter == null) {
            throw outsideSession();
        }
        recent = meter;
        return meter;
    }

    static void close(Meter meter) {
        meter.owner = null;
        if (recent == meter) {
            recent = null;
        }
        if (CURRENT.get() == meter) {
            CURRENT.remove();
        }
    }

    private static FuelExhausted outsideSession() {
        return new FuelExhausted("learner code ran on a thread without a sandbox session");
    }
}
