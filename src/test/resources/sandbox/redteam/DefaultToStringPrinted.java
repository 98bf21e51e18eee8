// expect: ERROR dev.boundedloop.grader.sandbox.runtime.NondeterminismRefused
import dev.boundedloop.policy.*;

public class DefaultToStringPrinted implements AdmissionPolicy {
    // Object's toString prints the identity hash: the captured output would differ by run
    public Admission decide(AdmissionState s) {
        System.out.println("policy " + this);
        if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
