// legal: String.format, StringBuilder, string switch and System.out.println for debugging
import dev.boundedloop.policy.*;

public class FormatAndBuilder implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        StringBuilder why = new StringBuilder();
        why.append("calls ").append(s.usedCalls()).append('/').append(s.maxCalls());
        String money = String.format("%,d + %d vs %05d", s.spentCents(), s.nextCostCents(), s.budgetCents());
        why.append("; ").append(money);
        System.out.println(why);
        String key = s.usedCalls() >= s.maxCalls() ? "calls"
                : s.spentCents() + s.nextCostCents() > s.budgetCents() ? "money" : "ok";
        switch (key) {
            case "calls": return Admission.MODEL_CALL_LIMIT;
            case "money": return Admission.MODEL_COST_LIMIT;
            default: return Admission.CALL;
        }
    }
}
