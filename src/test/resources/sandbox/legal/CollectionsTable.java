// legal: collections of every common kind, and Collections helpers
import dev.boundedloop.policy.*;
import java.util.*;

public class CollectionsTable implements AdmissionPolicy {

    public Admission decide(AdmissionState s) {
        Map<String, Boolean> facts = new LinkedHashMap<>();
        facts.put("calls", s.usedCalls() >= s.maxCalls());
        facts.put("money", s.spentCents() + s.nextCostCents() > s.budgetCents());
        List<String> order = new ArrayList<>(List.of("calls", "money"));
        Deque<String> queue = new ArrayDeque<>(order);
        Set<Admission> seen = EnumSet.noneOf(Admission.class);
        TreeMap<Integer, Admission> ranked = new TreeMap<>(Map.of(1, Admission.MODEL_CALL_LIMIT, 2, Admission.MODEL_COST_LIMIT));
        int rank = 1;
        while (!queue.isEmpty()) {
            String fact = queue.pollFirst();
            if (facts.get(fact)) {
                seen.add(ranked.get(rank));
                break;
            }
            rank++;
        }
        List<Admission> answers = new ArrayList<>(seen);
        Collections.sort(answers);
        return answers.isEmpty() ? Admission.CALL : Collections.unmodifiableList(answers).get(0);
    }
}
