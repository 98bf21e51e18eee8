// legal: usedCalls + 1 > maxCalls and spent > budget - next; agrees with the reference except at usedCalls == Integer.MAX_VALUE, where the int sum overflows (not in the table)
import dev.boundedloop.policy.*;

public class PlusOneComparison implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        if (s.usedCalls() + 1 > s.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        if (s.spentCents() > s.budgetCents() - s.nextCostCents()) {
            return Admission.MODEL_COST_LIMIT;
        }
        return Admission.CALL;
    }
}
