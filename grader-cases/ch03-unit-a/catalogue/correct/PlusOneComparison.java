// expect: full
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class PlusOneComparison implements AdmissionPolicy {
    @Override
    public Admission decide(AdmissionState s) {
        if ((long) s.usedCalls() + 1 > s.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        if (s.budgetCents() - s.spentCents() < s.nextCostCents()) {
            return Admission.MODEL_COST_LIMIT;
        }
        return Admission.CALL;
    }
}
