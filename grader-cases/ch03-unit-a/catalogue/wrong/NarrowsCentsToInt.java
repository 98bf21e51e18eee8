// expect: loses-points
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class NarrowsCentsToInt implements AdmissionPolicy {

    @Override
    public Admission decide(AdmissionState s) {
        if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
        if ((int) s.spentCents() + (int) s.nextCostCents() > (int) s.budgetCents()) return Admission.MODEL_COST_LIMIT;
        return Admission.CALL;
    }
}
