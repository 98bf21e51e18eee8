// legal: an enum whose constants carry behaviour, a static initialiser and an EnumMap
import dev.boundedloop.policy.*;
import java.util.EnumMap;
import java.util.Map;

public class EnumWithBehaviour implements AdmissionPolicy {

    enum Rule {
        CALLS(Admission.MODEL_CALL_LIMIT) {
            boolean refuses(AdmissionState s) {
                return s.usedCalls() >= s.maxCalls();
            }
        },
        MONEY(Admission.MODEL_COST_LIMIT) {
            boolean refuses(AdmissionState s) {
                return s.spentCents() + s.nextCostCents() > s.budgetCents();
            }
        };

        final Admission answer;

        Rule(Admission answer) {
            this.answer = answer;
        }

        abstract boolean refuses(AdmissionState s);
    }

    private static final Map<Rule, Integer> ORDER = new EnumMap<>(Rule.class);

    static {
        int i = 0;
        for (Rule rule : Rule.values()) {
            ORDER.put(rule, i++);
        }
    }

    public Admission decide(AdmissionState s) {
        for (Rule rule : ORDER.keySet()) {
            if (rule.refuses(s)) return rule.answer;
        }
        return Admission.CALL;
    }
}
