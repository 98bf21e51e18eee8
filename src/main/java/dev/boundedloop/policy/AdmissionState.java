package dev.boundedloop.policy;

/**
 * What the loop knows before its next model attempt. Money is in US cents.
 *
 * @param usedCalls model attempts already made, failed ones included
 * @param maxCalls the most model attempts this run may make
 * @param spentCents estimated exposure already charged for those attempts
 * @param nextCostCents estimated exposure of the next attempt; it may differ on every attempt
 * @param budgetCents the most exposure this run may reach; reaching it exactly is allowed
 */
public record AdmissionState(
        int usedCalls, int maxCalls, long spentCents, long nextCostCents, long budgetCents) {

    /** Refuses negative values, so a policy never has to guess what they would mean. */
    public AdmissionState {
        requireNonNegative("usedCalls", usedCalls);
        requireNonNegative("maxCalls", maxCalls);
        requireNonNegative("spentCents", spentCents);
        requireNonNegative("nextCostCents", nextCostCents);
        requireNonNegative("budgetCents", budgetCents);
    }

    private static void requireNonNegative(String name, long value) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must not be negative, was " + value);
        }
    }
}
