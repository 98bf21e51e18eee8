// expect: OUTPUT_TRUNCATED
import dev.boundedloop.policy.*;

public class OutputFlood implements AdmissionPolicy {
    // 100 MB of output: only the first few KiB are kept, and none reaches the real stdout
    public Admission decide(AdmissionState s) {
        String line = "y".repeat(999);
        for (int i = 0; i < 100_000; i++) {
            System.out.println(line);
        }
        if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
