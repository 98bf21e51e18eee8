// legal: Optional chains with filter, map, or and orElseGet
import dev.boundedloop.policy.*;
import java.util.Optional;

public class OptionalChain implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        return Optional.of(s)
                .filter(state -> state.usedCalls() >= state.maxCalls())
                .map(state -> Admission.MODEL_CALL_LIMIT)
                .or(() -> Optional.of(s)
                        .filter(state -> state.spentCents() + state.nextCostCents() > state.budgetCents())
                        .map(state -> Admission.MODEL_COST_LIMIT))
                .orElseGet(() -> Admission.CALL);
    }
}
