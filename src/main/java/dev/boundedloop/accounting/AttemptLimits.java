package dev.boundedloop.accounting;

/**
 * The bounds of one run.
 *
 * @param maxCalls the most provider attempts, failed ones included
 * @param budgetCents the most estimated exposure; reaching it exactly is allowed
 * @param maxTools the most tool calls, failed ones included
 */
public record AttemptLimits(int maxCalls, long budgetCents, int maxTools) {

    public AttemptLimits {
        if (maxCalls < 0 || budgetCents < 0 || maxTools < 0) {
            throw new IllegalArgumentException(
                    "limits must not be negative, were (" + maxCalls + ", " + budgetCents + ", " + maxTools + ")");
        }
    }
}
