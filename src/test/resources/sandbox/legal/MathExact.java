// legal: Math.addExact with an ArithmeticException handler, Math.max and Long.compare
import dev.boundedloop.policy.*;

public class MathExact implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        if (Math.max(s.usedCalls(), s.maxCalls()) == s.usedCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        long exposure;
        try {
            exposure = Math.addExact(s.spentCents(), s.nextCostCents());
        } catch (ArithmeticException overflow) {
            return Admission.MODEL_COST_LIMIT;
        }
        return Long.compare(exposure, s.budgetCents()) > 0 ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
