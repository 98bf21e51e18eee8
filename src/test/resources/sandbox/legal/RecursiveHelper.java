// legal: a bounded recursion and nested ternaries
import dev.boundedloop.policy.*;

public class RecursiveHelper implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        return pick(s, 0);
    }

    private static Admission pick(AdmissionState s, int step) {
        return step == 0 ? (s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : pick(s, 1))
                : step == 1 ? (s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : pick(s, 2))
                : Admission.CALL;
    }
}
