// legal: var everywhere, a text block with formatted, and String methods on it
import dev.boundedloop.policy.*;

public class VarAndTextBlock implements AdmissionPolicy {

    private static final String REPORT = """
            calls: %d of %d
            money: %d + %d of %d
            """;

    public Admission decide(AdmissionState s) {
        var report = REPORT.formatted(s.usedCalls(), s.maxCalls(), s.spentCents(), s.nextCostCents(), s.budgetCents());
        var lines = report.lines().toList();
        if (lines.size() != 2 || !lines.get(0).strip().startsWith("calls:")) {
            throw new IllegalStateException(report);
        }
        var callsLeft = s.maxCalls() - s.usedCalls();
        var moneyLeft = s.budgetCents() - s.spentCents();
        if (callsLeft <= 0) return Admission.MODEL_CALL_LIMIT;
        return s.nextCostCents() > moneyLeft ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
