import dev.boundedloop.policy.*;
import java.math.BigDecimal;
import java.util.*;
import java.util.stream.*;

// An honest policy that touches formatting, big numbers, streams and sorted maps on every decision.
public class UsesTheJdkWidely implements AdmissionPolicy {
    public Admission decide(AdmissionState s) {
        String.format("%08.3f|%,d|%x", 1.5, s.budgetCents(), s.usedCalls());
        BigDecimal spent = new BigDecimal(s.spentCents()).add(BigDecimal.valueOf(s.nextCostCents()));
        Map<Boolean, List<Integer>> halves = IntStream.rangeClosed(1, 3).boxed()
                .collect(Collectors.partitioningBy(i -> i % 2 == 0));
        new TreeMap<>(Map.of("a", halves.size())).descendingMap().firstKey();
        if (s.usedCalls() >= s.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        return spent.compareTo(BigDecimal.valueOf(s.budgetCents())) > 0 ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
