package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.AdmissionState;
import org.junit.jupiter.api.Test;

/** Fuel counts steps, not time, so the same code on the same input always uses the same fuel. */
class FuelDeterminismTest {

    private static final AdmissionState STATE = new AdmissionState(2, 8, 40, 10, 100);

    @Test
    void theSameCodeOnTheSameInputUsesTheSameFuelEveryTime() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    List<Integer> costs = new ArrayList<>();
                    for (int i = 0; i < s.maxCalls(); i++) costs.add(i * 10);
                    long total = costs.stream().mapToLong(Integer::longValue).filter(c -> c > 5).sum();
                    return total > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
                }""");

        long first = prepared.decide(STATE).fuelUsed();
        long second = prepared.decide(STATE).fuelUsed();
        long third = prepared.decide(STATE).fuelUsed();

        assertThat(first).isPositive().isEqualTo(second).isEqualTo(third);
    }

    @Test
    void fuelIsOneUnitPerMethodEntryAndPerBackwardBranch() {
        SandboxRun.Outcome outcome = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    int sum = 0;
                    for (int i = 0; i < 100; i++) sum += i;
                    return sum > 0 ? Admission.CALL : Admission.CALL;
                }""").decide(STATE);

        // constructor 1 + decide 1 + the loop's backward jump, taken once per iteration
        assertThat(outcome.fuelUsed()).isEqualTo(102);
    }
}
