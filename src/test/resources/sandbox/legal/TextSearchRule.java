// legal: builds, searches and joins text on every decision, within its fuel
import dev.boundedloop.policy.*;
import java.util.*;

public class TextSearchRule implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        StringBuilder text = new StringBuilder();
        text.append(s.usedCalls()).append('/').append(s.maxCalls()).append(';');
        text.insert(0, "calls=");
        text.append("money=").append(s.spentCents()).append('+').append(s.nextCostCents()).append('/').append(s.budgetCents());
        String joined = String.join(",", List.of(text.toString(), "end"));
        boolean readable = joined.contains("calls=") && joined.indexOf("money=") > 0
                && joined.chars().filter(c -> c == '/').count() == 2 && !new StringBuilder(joined).reverse().isEmpty();
        if (!readable) throw new IllegalStateException(joined);
        if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
