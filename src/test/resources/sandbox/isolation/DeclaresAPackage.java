package secretpkg;

import dev.boundedloop.policy.*;

// A correct policy in a package of its own: the next learner must not be able to import that package.
public class DeclaresAPackage implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        if (s.usedCalls() >= s.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
