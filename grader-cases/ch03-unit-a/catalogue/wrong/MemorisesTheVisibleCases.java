// expect: loses-points
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;

public class MemorisesTheVisibleCases implements AdmissionPolicy {
    private static final java.util.Map<java.util.List<Long>, Admission> VISIBLE = java.util.Map.of(
            java.util.List.of(0L, 3L, 0L, 2L, 6L), Admission.CALL,
            java.util.List.of(3L, 3L, 0L, 0L, 6L), Admission.MODEL_CALL_LIMIT,
            java.util.List.of(1L, 3L, 5L, 2L, 6L), Admission.MODEL_COST_LIMIT,
            java.util.List.of(1L, 3L, 4L, 2L, 6L), Admission.CALL,
            java.util.List.of(1L, 3L, 4L, 3L, 7L), Admission.CALL,
            java.util.List.of(1L, 3L, 4L, 4L, 7L), Admission.MODEL_COST_LIMIT,
            java.util.List.of(3L, 3L, 7L, 1L, 7L), Admission.MODEL_CALL_LIMIT,
            java.util.List.of(0L, 0L, 0L, 0L, 0L), Admission.MODEL_CALL_LIMIT);

    @Override
    public Admission decide(AdmissionState s) {
        java.util.List<Long> key = java.util.List.of((long) s.usedCalls(), (long) s.maxCalls(), s.spentCents(), s.nextCostCents(), s.budgetCents());
        Admission known = VISIBLE.get(key);
        return known != null ? known : (s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : Admission.CALL);
    }
}
