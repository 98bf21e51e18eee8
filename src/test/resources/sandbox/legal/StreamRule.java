// legal: sequential streams, predicates in a list, findFirst and Collectors
import dev.boundedloop.policy.*;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

public class StreamRule implements AdmissionPolicy {

    private static final List<Map.Entry<Predicate<AdmissionState>, Admission>> RULES = List.of(
            Map.entry(s -> s.usedCalls() >= s.maxCalls(), Admission.MODEL_CALL_LIMIT),
            Map.entry(s -> s.spentCents() + s.nextCostCents() > s.budgetCents(), Admission.MODEL_COST_LIMIT));

    public Admission decide(AdmissionState s) {
        String names = RULES.stream().map(e -> e.getValue().name()).collect(Collectors.joining(","));
        if (!names.equals("MODEL_CALL_LIMIT,MODEL_COST_LIMIT")) {
            throw new IllegalStateException(names);
        }
        return RULES.stream()
                .filter(rule -> rule.getKey().test(s))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(Admission.CALL);
    }
}
