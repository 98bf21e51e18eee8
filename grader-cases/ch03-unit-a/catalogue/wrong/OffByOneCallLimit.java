// expect: loses-points
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class OffByOneCallLimit implements AdmissionPolicy {

    @Override
    public Admission decide(AdmissionState s) {
        if (s.usedCalls() > s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
        if (s.spentCents() + s.nextCostCents() > s.budgetCents()) return Admission.MODEL_COST_LIMIT;
        return Admission.CALL;
    }
}
