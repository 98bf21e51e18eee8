// legal: a generic helper with bounded wildcards and a generic method
import dev.boundedloop.policy.*;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

public class GenericsAndDefaults implements AdmissionPolicy {

    static final class Rules<T> {
        private final List<Function<? super T, Admission>> checks = new ArrayList<>();

        Rules<T> add(Function<? super T, Admission> check) {
            checks.add(check);
            return this;
        }

        Admission apply(T input) {
            for (Function<? super T, Admission> check : checks) {
                Admission answer = check.apply(input);
                if (answer != null) return answer;
            }
            return firstNonNull(null, Admission.CALL);
        }
    }

    @SafeVarargs
    static <A extends Comparable<? super A>> A firstNonNull(A... values) {
        for (A value : values) {
            if (value != null) return value;
        }
        throw new IllegalArgumentException();
    }

    public Admission decide(AdmissionState s) {
        return new Rules<AdmissionState>()
                .add(x -> x.usedCalls() >= x.maxCalls() ? Admission.MODEL_CALL_LIMIT : null)
                .add(x -> x.spentCents() + x.nextCostCents() > x.budgetCents() ? Admission.MODEL_COST_LIMIT : null)
                .apply(s);
    }
}
