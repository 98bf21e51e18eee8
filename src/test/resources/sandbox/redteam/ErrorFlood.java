// expect: OUTPUT_TRUNCATED
import dev.boundedloop.policy.*;

public class ErrorFlood implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        for (int i = 0; i < 50_000; i++) {
            System.err.printf("%08d %s%n", i, "z".repeat(100));
        }
        if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
