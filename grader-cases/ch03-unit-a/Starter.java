import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

/**
 * Decides whether the bounded loop may start its next model attempt.
 *
 * The starter is unfinished on purpose: until you replace the throw below, every case reports
 * NEEDS_WORK and the submission earns no points. Return, in this order:
 *   - MODEL_CALL_LIMIT when usedCalls has reached maxCalls (checked first);
 *   - otherwise MODEL_COST_LIMIT when spentCents + nextCostCents would exceed budgetCents
 *     (equality at the money boundary is allowed);
 *   - otherwise CALL.
 * The next cost can differ on every attempt.
 */
public class Starter implements AdmissionPolicy {

    @Override
    public Admission decide(AdmissionState state) {
        throw new UnsupportedOperationException(
                "TODO: return MODEL_CALL_LIMIT, MODEL_COST_LIMIT or CALL from state.usedCalls(), maxCalls(), "
                        + "spentCents(), nextCostCents() and budgetCents()");
    }
}
