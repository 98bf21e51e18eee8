package dev.boundedloop.grader.sandbox.runtime;

/**
 * The totals of parts a walk has finished counting, so that a part met again is added rather than
 * walked again. A list made by doubling, {@code a = List.of(a, a)} forty times, is 2^40 visits to
 * the JDK and so to the charge, but forty parts: without this the walk spent a second of a worker's
 * time on each case it could not afford. Kept: the most recent {@value #KEPT} parts of at least
 * {@value #SMALLEST} units, compared by identity without hashing them.
 */
final class FinishedParts {

    /** Enough for the parts along one path of a deep structure, few enough to look through. */
    private static final int KEPT = 64;
    /** A smaller part costs less to walk again than to look for. */
    static final long SMALLEST = 256;

    private final Object[] parts = new Object[KEPT];
    private final long[] units = new long[KEPT];
    private final int[] heights = new int[KEPT];
    private int next;
    private int filled;

    /**
     * Remembers a part whose walk cost {@code units} and went {@code height} levels deeper than the
     * part itself.
     */
    void remember(Object part, long units, int height) {
        parts[next] = part;
        this.units[next] = units;
        heights[next] = height;
        next = (next + 1) % KEPT;
        filled = Math.min(filled + 1, KEPT);
    }

    /** The slot that holds this part, or -1. */
    int find(Object part) {
        for (int slot = 0; slot < filled; slot++) {
            if (parts[slot] == part) {
                return slot;
            }
        }
        return -1;
    }

    long units(int slot) {
        return units[slot];
    }

    int height(int slot) {
        return heights[slot];
    }
}
