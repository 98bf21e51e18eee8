import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

/**
 * Decides whether the bounded loop may start its next model attempt.
 *
 * The starter always admits another call. Repair it so that the call count and the estimated
 * exposure both stop the loop before another provider attempt:
 *   - MODEL_CALL_LIMIT when usedCalls has reached maxCalls (checked first);
 *   - otherwise MODEL_COST_LIMIT when spentCents + nextCostCents would exceed budgetCents
 *     (equality at the money boundary is allowed);
 *   - otherwise CALL.
 * The next cost can differ on every attempt.
 */
public class Starter implements AdmissionPolicy {

    @Override
    public Admission decide(AdmissionState state) {
        return Admission.CALL;
    }
}
