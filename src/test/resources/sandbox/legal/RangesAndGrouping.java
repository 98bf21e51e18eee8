// legal: a small IntStream range, boxed collections, groupingBy, sorted and Comparator helpers
import dev.boundedloop.policy.*;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

public class RangesAndGrouping implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        Map<Boolean, List<Integer>> evens = IntStream.rangeClosed(1, 10).boxed()
                .collect(Collectors.partitioningBy(i -> i % 2 == 0));
        if (evens.get(true).size() != 5) throw new IllegalStateException();
        List<Admission> byName = List.of(Admission.values()).stream()
                .sorted(Comparator.comparing(Admission::name).reversed())
                .toList();
        if (byName.get(0) != Admission.MODEL_COST_LIMIT) throw new IllegalStateException(byName.toString());
        if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
