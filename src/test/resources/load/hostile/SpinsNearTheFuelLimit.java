import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

/**
 * Hostile load: a correct policy that burns most of a case's fuel before each decision, so it is
 * graded slowly without ever being aborted (no worker is recycled for it).
 */
public class SpinsNearTheFuelLimit implements AdmissionPolicy {

    private long sink;

    @Override
    public Admission decide(AdmissionState state) {
        for (int i = 0; i < 900_000; i++) {
            sink += i;
        }
        if (state.usedCalls() >= state.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        if (state.spentCents() + state.nextCostCents() > state.budgetCents()) {
            return Admission.MODEL_COST_LIMIT;
        }
        return Admission.CALL;
    }
}
