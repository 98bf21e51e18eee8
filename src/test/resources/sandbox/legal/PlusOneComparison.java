// legal: usedCalls + 1 > maxCalls (summed as a long, since the int sum overflows at Integer.MAX_VALUE, which a hidden case checks) and spent > budget - next
import dev.boundedloop.policy.*;

public class PlusOneComparison implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        if ((long) s.usedCalls() + 1 > s.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        if (s.spentCents() > s.budgetCents() - s.nextCostCents()) {
            return Admission.MODEL_COST_LIMIT;
        }
        return Admission.CALL;
    }
}
