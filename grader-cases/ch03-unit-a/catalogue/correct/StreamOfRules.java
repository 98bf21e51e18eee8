// expect: full
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.util.List;
import java.util.function.Function;

/** The rules as an ordered list, the first one that refuses wins. */
public class StreamOfRules implements AdmissionPolicy {
    private static final List<Function<AdmissionState, Admission>> RULES = List.of(
            s -> s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : null,
            s -> s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : null);

    @Override
    public Admission decide(AdmissionState state) {
        return RULES.stream().map(rule -> rule.apply(state)).filter(a -> a != null).findFirst().orElse(Admission.CALL);
    }
}
