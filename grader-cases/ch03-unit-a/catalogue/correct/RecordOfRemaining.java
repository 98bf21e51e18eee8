// expect: full
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

/** Works on what remains rather than what was used. */
public class RecordOfRemaining implements AdmissionPolicy {
    record Remaining(long calls, long cents) {
        static Remaining of(AdmissionState s) {
            return new Remaining((long) s.maxCalls() - s.usedCalls(), s.budgetCents() - s.spentCents());
        }
    }

    @Override
    public Admission decide(AdmissionState state) {
        Remaining left = Remaining.of(state);
        if (left.calls() <= 0) {
            return Admission.MODEL_CALL_LIMIT;
        }
        return left.cents() < state.nextCostCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
