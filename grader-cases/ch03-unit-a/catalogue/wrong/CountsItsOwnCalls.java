// expect: loses-points
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class CountsItsOwnCalls implements AdmissionPolicy {
    private int calls;

    @Override
    public Admission decide(AdmissionState s) {
        if (calls++ >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
        if (s.spentCents() + s.nextCostCents() > s.budgetCents()) return Admission.MODEL_COST_LIMIT;
        return Admission.CALL;
    }
}
