package dev.boundedloop.accounting;

/**
 * What a run has been charged so far. A record, so whoever holds one cannot change anyone else's.
 *
 * @param calls provider attempts admitted, failed ones included
 * @param cents estimated exposure of those attempts, in US cents
 * @param tools tool calls admitted, failed ones included
 */
public record Ledger(int calls, long cents, int tools) {

    /** A run before its first step. */
    public static final Ledger EMPTY = new Ledger(0, 0, 0);

    /** Refuses negative counters, so a step never has to guess what they would mean. */
    public Ledger {
        if (calls < 0 || cents < 0 || tools < 0) {
            throw new IllegalArgumentException(
                    "a ledger's counters must not be negative, were (" + calls + ", " + cents + ", " + tools + ")");
        }
    }

    /** This ledger with one more provider attempt charged at {@code costCents}. */
    public Ledger withAttempt(long costCents) {
        return new Ledger(Math.addExact(calls, 1), Math.addExact(cents, costCents), tools);
    }

    /** This ledger with {@code count} more tool calls charged. */
    public Ledger withTools(int count) {
        return new Ledger(calls, cents, Math.addExact(tools, count));
    }
}
