// legal: a record with a compact constructor and methods of its own (ObjectMethods bootstrap)
import dev.boundedloop.policy.*;

public class RecordRule implements AdmissionPolicy {

    record Window(long spent, long next, long budget) {
        Window {
            if (budget < 0) throw new IllegalArgumentException("budget");
        }

        boolean fits() {
            return spent + next <= budget;
        }
    }

    record Calls(int used, int max) {
        boolean exhausted() {
            return used >= max;
        }
    }

    public Admission decide(AdmissionState s) {
        Calls calls = new Calls(s.usedCalls(), s.maxCalls());
        Window window = new Window(s.spentCents(), s.nextCostCents(), s.budgetCents());
        if (!calls.toString().startsWith("Calls[") || calls.equals(null) || window.hashCode() == window.hashCode() + 1) {
            throw new IllegalStateException("records misbehave");
        }
        if (calls.exhausted()) return Admission.MODEL_CALL_LIMIT;
        return window.fits() ? Admission.CALL : Admission.MODEL_COST_LIMIT;
    }
}
