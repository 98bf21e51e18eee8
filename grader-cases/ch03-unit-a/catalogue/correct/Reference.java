// expect: full
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

/** The reference rule, as a learner would write it. */
public class Reference implements AdmissionPolicy {
    @Override
    public Admission decide(AdmissionState state) {
        if (state.usedCalls() >= state.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        if (state.spentCents() + state.nextCostCents() > state.budgetCents()) {
            return Admission.MODEL_COST_LIMIT;
        }
        return Admission.CALL;
    }
}
