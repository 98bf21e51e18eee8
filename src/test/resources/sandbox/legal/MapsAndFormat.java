// legal: hash maps with string keys, a record key, ordered factories, formatting and printing on every decision
import dev.boundedloop.policy.*;
import java.util.*;

public class MapsAndFormat implements AdmissionPolicy {

    record Limit(String name, long used, long max) {}

    public Admission decide(AdmissionState s) {
        Map<String, Long> facts = new HashMap<>();
        facts.put("used", (long) s.usedCalls());
        facts.put("max", (long) s.maxCalls());
        facts.merge("spent", s.spentCents(), Long::sum);
        facts.merge("spent", s.nextCostCents(), Long::sum);
        facts.putIfAbsent("budget", s.budgetCents());
        Map<Limit, Admission> verdicts = new HashMap<>();
        verdicts.put(new Limit("calls", facts.get("used"), facts.get("max")), Admission.MODEL_CALL_LIMIT);
        Set<String> order = Set.of("calls", "money", "fit", "spare", "extra", "more");
        String line = String.format("%s %d/%d %s", order, facts.get("used"), facts.get("max"), new TreeMap<>(facts));
        if (s.usedCalls() == 0) {
            System.out.println(line);
        }
        for (Map.Entry<Limit, Admission> entry : verdicts.entrySet()) {
            if (entry.getKey().used() >= entry.getKey().max()) return entry.getValue();
        }
        long spent = facts.getOrDefault("spent", 0L);
        return Math.addExact(spent, 0) > facts.get("budget") ? Admission.MODEL_COST_LIMIT : Admission.CALL;
    }
}
