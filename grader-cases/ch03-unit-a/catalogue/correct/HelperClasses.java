// expect: full
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class HelperClasses implements AdmissionPolicy {
    @Override
    public Admission decide(AdmissionState state) {
        return new CallLimit().allows(state)
                ? (new Budget(state.budgetCents()).fits(state.spentCents(), state.nextCostCents()) ? Admission.CALL : Admission.MODEL_COST_LIMIT)
                : Admission.MODEL_CALL_LIMIT;
    }
}

class CallLimit {
    boolean allows(AdmissionState s) {
        return s.usedCalls() < s.maxCalls();
    }
}

final class Budget {
    private final long cents;

    Budget(long cents) {
        this.cents = cents;
    }

    boolean fits(long spent, long next) {
        return spent + next <= cents;
    }
}
