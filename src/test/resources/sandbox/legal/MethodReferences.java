// legal: method references to JDK members (static, bound, unbound and constructors) and to the policy's own
import dev.boundedloop.policy.*;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.LongBinaryOperator;
import java.util.function.Supplier;
import java.util.function.ToIntBiFunction;

public class MethodReferences implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        LongBinaryOperator add = Math::addExact;
        ToIntBiFunction<Long, Long> compare = Long::compare;
        Function<Admission, String> name = Admission::name;
        Function<String, Admission> parse = Admission::valueOf;
        Supplier<List<Admission>> fresh = ArrayList::new;
        IntFunction<String[]> array = String[]::new;
        BiFunction<Integer, Integer, Boolean> exhausted = this::exhausted;
        Function<String, Boolean> isKnown = "CALL MODEL_CALL_LIMIT MODEL_COST_LIMIT"::contains;

        List<Admission> answers = fresh.get();
        if (exhausted.apply(s.usedCalls(), s.maxCalls())) {
            answers.add(parse.apply("MODEL_CALL_LIMIT"));
        } else if (compare.applyAsInt(add.applyAsLong(s.spentCents(), s.nextCostCents()), s.budgetCents()) > 0) {
            answers.add(Admission.MODEL_COST_LIMIT);
        } else {
            answers.add(Admission.CALL);
        }
        String[] names = array.apply(1);
        names[0] = name.apply(answers.get(0));
        return isKnown.apply(names[0]) ? parse.apply(names[0]) : null;
    }

    private boolean exhausted(Integer used, Integer max) {
        return used >= max;
    }
}
