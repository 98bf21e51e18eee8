package dev.boundedloop.grader.sandbox.runtime;

/**
 * The cost model for work the JDK does on the learner's behalf, in fuel units (one unit is about
 * what one backward branch of learner code costs). Every charge is a pure function of sizes the
 * learner's values have, never of time, so the same source spends the same fuel on any machine.
 */
final class Work {

    /**
     * Characters or references that bulk JDK code (a search, a compare, a shift of a builder's
     * tail) gets through per unit: it runs as tight, vectorised loops, about 16 times a learner's.
     */
    static final int ITEMS_PER_UNIT = 16;

    private Work() {}

    /** Charges fuel for this many units of JDK work, saturating rather than overflowing. */
    static void units(long units) {
        Sandbox.meter().chargeFuel(Math.max(0, units));
    }

    /** Bulk work over this many characters or references: one unit per 16, at least one. */
    static void bulk(long items) {
        units(1 + Math.max(0, items) / ITEMS_PER_UNIT);
    }

    /** A comparison sort of n elements: n·log2(n) comparisons, at least one unit. */
    static void sort(long n) {
        units(1 + times(Math.max(0, n), log2(n)));
    }

    /** A naive search of a needle of length m in a text of length n: (n − m + 1)·m steps, in bulk. */
    static void search(long n, long m) {
        bulk(n <= 0 ? 0 : m <= 0 ? n : times(Math.max(1, n - m + 1), m));
    }

    static long log2(long n) {
        return n <= 1 ? 1 : 64 - Long.numberOfLeadingZeros(n - 1);
    }

    static long times(long a, long b) {
        long product = a * b;
        long high = Math.multiplyHigh(a, b);
        return high != 0 || product < 0 ? Long.MAX_VALUE : product;
    }

    static long plus(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    /** Bytes against the memory budget, before the JDK allocates them. */
    static void memory(long bytes) {
        Sandbox.meter().chargeMemory(Math.max(0, bytes));
    }

    static long memoryLeft() {
        return Sandbox.meter().memoryLeft();
    }

    /** The fuel still left: a walk over a value stops as soon as it has cost more. */
    static long fuelLeft() {
        return Sandbox.meter().fuelLeft();
    }
}
