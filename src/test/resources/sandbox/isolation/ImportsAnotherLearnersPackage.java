import dev.boundedloop.policy.*;
import secretpkg.*;

// Compiles only where an earlier learner's package is still known to javac.
public class ImportsAnotherLearnersPackage implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        if (s.usedCalls() >= s.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
