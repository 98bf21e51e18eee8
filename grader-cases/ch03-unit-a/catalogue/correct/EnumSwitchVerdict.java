// expect: full
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class EnumSwitchVerdict implements AdmissionPolicy {
    enum Check { CALLS, COST, NONE }

    private static Check firstFailing(AdmissionState s) {
        if (s.usedCalls() >= s.maxCalls()) return Check.CALLS;
        if (s.spentCents() + s.nextCostCents() > s.budgetCents()) return Check.COST;
        return Check.NONE;
    }

    @Override
    public Admission decide(AdmissionState state) {
        switch (firstFailing(state)) {
            case CALLS: return Admission.MODEL_CALL_LIMIT;
            case COST: return Admission.MODEL_COST_LIMIT;
            default: return Admission.CALL;
        }
    }
}
