// legal: a static nested class, an inner class, a local class and an anonymous policy
import dev.boundedloop.policy.*;

public class NestedAndAnonymous implements AdmissionPolicy {

    static final class Budget {
        final long left;

        Budget(AdmissionState s) {
            this.left = s.budgetCents() - s.spentCents();
        }
    }

    final class Counter {
        boolean exhausted(AdmissionState s) {
            return s.usedCalls() >= s.maxCalls();
        }
    }

    public Admission decide(AdmissionState s) {
        class Cost {
            boolean tooMuch(Budget budget) {
                return s.nextCostCents() > budget.left;
            }
        }
        AdmissionPolicy inner = new AdmissionPolicy() {
            @Override
            public Admission decide(AdmissionState state) {
                if (new Counter().exhausted(state)) return Admission.MODEL_CALL_LIMIT;
                return new Cost().tooMuch(new Budget(state)) ? Admission.MODEL_COST_LIMIT : Admission.CALL;
            }
        };
        return inner.decide(s);
    }
}
