package dev.boundedloop.grader.sandbox.runtime;

/**
 * One session's budgets. Instrumented code fetches its thread's meter once per method entry and
 * keeps it in a local variable, so the hot path of a loop is one field decrement and one compare.
 *
 * <p>A meter is confined to the thread that opened its session, so its fields need no
 * synchronisation. Exhaustion is sticky: once any budget is gone the fuel stays negative, so every
 * later charge (a loop in a {@code finally} block, a retry in a handler) throws again.
 */
public final class Meter {

    /** A Java array header, and what a reference costs inside an array (compressed oops). */
    static final long ARRAY_HEADER_BYTES = 16;
    public static final int REFERENCE_BYTES = 4;
    /**
     * What making or catching an exception costs in fuel. The JVM walks up to 1024 frames to fill
     * a stack trace, so a learner who throws in a loop, or retries after every StackOverflowError,
     * spends far more time per step than a branch; at one unit it would run for minutes.
     */
    static final long EXCEPTION_FUEL = 1_000;
    /**
     * What catching a StackOverflowError costs: the JVM re-arms the stack's guard pages each time,
     * and fills a stack trace of a deep stack, which takes milliseconds, so a retry-on-overflow tree
     * must run out of fuel after a handful.
     */
    static final long STACK_OVERFLOW_FUEL = 1_000_000;

    private final long fuelLimit;
    private final long memoryLimit;
    private long fuel;
    private long memory;
    private AbortKind abortKind;
    private long fuelUsedAtAbort;
    private final FuelExhausted fuelExhausted;
    private final MemoryExhausted memoryExhausted;
    private final int outputCapBytes;
    /** Made on first print: most cases print nothing, and a print stream is costly to set up. */
    private CaptureStream out;
    private CaptureStream err;
    /**
     * The thread whose session this is, until it closes; then null, so that a stale sighting of
     * this meter in {@link Sandbox}'s one-entry cache can never pass for a live one.
     */
    Thread owner;

    Meter(long fuelLimit, long memoryLimit, int outputCapBytes, Thread owner) {
        this.fuelLimit = fuelLimit;
        this.memoryLimit = memoryLimit;
        this.fuel = fuelLimit;
        this.memory = memoryLimit;
        // Made up front: an abort must not need stack or heap at the moment it is thrown.
        this.fuelExhausted = new FuelExhausted("fuel exhausted: the limit is " + fuelLimit);
        this.memoryExhausted = new MemoryExhausted("memory budget exhausted: the limit is " + memoryLimit + " bytes");
        this.outputCapBytes = outputCapBytes;
        this.owner = owner;
    }

    CaptureStream out() {
        if (out == null) {
            out = new CaptureStream(outputCapBytes);
        }
        return out;
    }

    CaptureStream err() {
        if (err == null) {
            err = new CaptureStream(outputCapBytes);
        }
        return err;
    }

    String printedToOut() {
        return out == null ? "" : out.text();
    }

    String printedToErr() {
        return err == null ? "" : err.text();
    }

    /** Charges one unit of fuel; called on every backward branch of learner code. */
    public void tick() {
        if (--fuel < 0) {
            throw abort(AbortKind.FUEL);
        }
    }

    /**
     * Called first in every exception handler of learner code, with the caught exception: once a
     * budget is gone, no learner handler may run, whatever it catches. Otherwise the catch is
     * charged like making an exception.
     */
    public void caught(Throwable caught) {
        JvmHealth.observe(caught); // first: an overflow caught after an abort still marks the JVM
        if (aborted()) {
            throw abort(AbortKind.FUEL);
        }
        if (caught instanceof SandboxAbort abort) {
            throw abort;
        }
        boolean overflowed = caught instanceof StackOverflowError && !(caught instanceof PolicyMade);
        chargeFuel(overflowed ? STACK_OVERFLOW_FUEL : EXCEPTION_FUEL);
    }

    /** Called before learner code allocates an exception, whose stack trace the JVM fills. */
    public void exception() {
        chargeFuel(EXCEPTION_FUEL);
    }

    /**
     * Charges an array of {@code count} elements of {@code elementBytes} before it is allocated and
     * returns the count, so instrumented code can call this with the count on the stack. A
     * negative count is left for the JVM to refuse.
     */
    public int array(int count, int elementBytes) {
        if (count >= 0) {
            chargeMemory(ARRAY_HEADER_BYTES + (long) count * elementBytes);
        }
        return count;
    }

    /**
     * Charges a multi-dimensional allocation before it happens: every level of arrays that
     * {@code MULTIANEWARRAY} creates, with the element size taken from the array descriptor.
     */
    public void multiArray(int[] dimensions, String descriptor) {
        long arrays = 1;
        long bytes = 0;
        try {
            for (int level = 0; level < dimensions.length && arrays > 0; level++) {
                int count = dimensions[level];
                if (count < 0) {
                    return; // MULTIANEWARRAY itself throws NegativeArraySizeException
                }
                boolean last = level == dimensions.length - 1;
                int element = last ? elementBytes(descriptor.charAt(level + 1)) : REFERENCE_BYTES;
                long perArray = ARRAY_HEADER_BYTES + (long) count * element;
                bytes = Math.addExact(bytes, Math.multiplyExact(arrays, perArray));
                if (bytes > memory) {
                    break;
                }
                arrays = Math.multiplyExact(arrays, count);
            }
        } catch (ArithmeticException overflow) {
            bytes = Long.MAX_VALUE;
        }
        chargeMemory(bytes);
    }

    static int elementBytes(char descriptor) {
        switch (descriptor) {
            case 'Z': case 'B': return 1;
            case 'C': case 'S': return 2;
            case 'I': case 'F': return 4;
            case 'J': case 'D': return 8;
            default: return REFERENCE_BYTES;
        }
    }

    /** Charges bytes against the allocation budget, before the allocation happens. */
    void chargeMemory(long bytes) {
        if (fuel < 0) {
            throw abort(AbortKind.MEMORY);
        }
        if (bytes > memory) {
            throw abort(AbortKind.MEMORY);
        }
        memory -= bytes;
    }

    /** Charges the fuel of work the JDK does on the learner's behalf, such as a range's elements. */
    void chargeFuel(long units) {
        if (fuel < 0 || units > fuel) {
            fuel = Math.min(fuel, -1);
            throw abort(AbortKind.FUEL);
        }
        fuel -= units;
    }

    long memoryLeft() {
        return Math.max(0, memory);
    }

    /** The fuel not yet spent (zero once it is gone). */
    long fuelLeft() {
        return Math.max(0, fuel);
    }

    boolean aborted() {
        return abortKind != null || fuel < 0;
    }

    /** The abort that ended this session; the first budget to run out decides the kind. */
    SandboxAbort abort(AbortKind kind) {
        if (abortKind == null) {
            abortKind = kind;
            fuelUsedAtAbort = kind == AbortKind.FUEL ? fuelLimit : fuelLimit - fuel;
            fuel = Math.min(fuel, -1);
        }
        return abortKind == AbortKind.FUEL ? fuelExhausted : memoryExhausted;
    }

    AbortKind abortKind() {
        return abortKind;
    }

    long fuelLimit() {
        return fuelLimit;
    }

    long fuelUsed() {
        return abortKind != null ? fuelUsedAtAbort : fuelLimit - fuel;
    }

    long memoryLimit() {
        return memoryLimit;
    }

    long memoryUsed() {
        return memoryLimit - memory;
    }
}
