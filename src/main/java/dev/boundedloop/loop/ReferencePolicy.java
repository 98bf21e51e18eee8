package dev.boundedloop.loop;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

/**
 * The reference admission rule: MODEL_CALL_LIMIT when {@code usedCalls >= maxCalls}; otherwise
 * MODEL_COST_LIMIT when {@code spentCents + nextCostCents > budgetCents}; otherwise CALL. The call
 * limit is checked first, and reaching the budget exactly is admitted.
 */
public final class ReferencePolicy implements AdmissionPolicy {

    @Override
    public Admission decide(AdmissionState state) {
        if (state.usedCalls() >= state.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        // Compared as next > budget - spent: the same rule, but it cannot overflow for large values.
        if (state.nextCostCents() > state.budgetCents() - state.spentCents()) {
            return Admission.MODEL_COST_LIMIT;
        }
        return Admission.CALL;
    }
}
