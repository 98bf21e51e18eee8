package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.accounting.Ledger;
import dev.boundedloop.accounting.StepStatus;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What one accounting run did: each step's status and ledger as the step reported them, and what
 * the provider and the tools really saw, counted by the grader.
 *
 * @param end the status that ended the run, or {@link #NO_END} when the loop's outer bound did
 */
public record AccountingObservation(List<Step> steps, String end, int providerAttempts, int toolRuns) {

    public static final String NO_END = "NO_END_WITHIN_THE_OUTER_BOUND";

    /**
     * @param providerAttempts how often the provider was really called during this step
     * @param toolRuns how often a tool was really run during this step
     * @param toolsRun the names of those tools, as far as they were recorded
     */
    public record Step(StepStatus status, Ledger ledger, int providerAttempts, int toolRuns, List<String> toolsRun) {

        Map<String, Object> toMap() {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("status", status.name());
            out.put("ledger", pair(ledger) + ", tools " + ledger.tools());
            out.put("providerAttempts", providerAttempts);
            out.put("toolsRun", toolsRun);
            return out;
        }

        String describe() {
            return status + " with ledger " + pair(ledger) + " and " + ledger.tools() + " tools, after "
                    + providerAttempts + " provider attempt(s) and " + toolRuns + " tool run(s)";
        }
    }

    public AccountingObservation {
        steps = List.copyOf(steps);
        Objects.requireNonNull(end);
    }

    /**
     * The seed's trace: (calls, cents) after each step that reports a provider outcome. On the seed's
     * failing provider, the repaired step gives (1, 2), (2, 4), (3, 6).
     */
    public List<String> ledger() {
        return steps.stream().filter(s -> madeAnAttempt(s.status())).map(s -> pair(s.ledger())).toList();
    }

    /** The ledger as (calls, cents) pairs, the way a suite file declares it. */
    public List<List<Long>> ledgerPairs() {
        return steps.stream().filter(s -> madeAnAttempt(s.status()))
                .map(s -> List.of((long) s.ledger().calls(), s.ledger().cents())).toList();
    }

    /** How many tools the last step's ledger holds: what the run admitted, failed ones included. */
    public int finalTools() {
        return steps.isEmpty() ? 0 : steps.get(steps.size() - 1).ledger().tools();
    }

    /** The first way this run differs from the expected one, in words a learner can act on; null when none. */
    public String firstDifferenceFrom(AccountingObservation expected) {
        if (!ledger().equals(expected.ledger())) {
            return "ledger (calls, cents) after each provider attempt: expected " + joined(expected.ledger())
                    + ", observed " + joined(ledger());
        }
        for (int i = 0; i < Math.min(steps.size(), expected.steps.size()); i++) {
            Step mine = steps.get(i);
            Step theirs = expected.steps.get(i);
            if (!sameStep(mine, theirs)) {
                return "step " + (i + 1) + ": expected " + theirs.describe() + ", observed " + mine.describe();
            }
        }
        if (!end.equals(expected.end)) {
            return "the run should end with " + expected.end + " after " + expected.steps.size()
                    + " step(s), but ended with " + end + " after " + steps.size();
        }
        if (providerAttempts != expected.providerAttempts || toolRuns != expected.toolRuns) {
            return "expected " + expected.providerAttempts + " provider attempts and " + expected.toolRuns
                    + " tool runs, observed " + providerAttempts + " and " + toolRuns;
        }
        return null;
    }

    public Map<String, Object> toMap() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("end", end);
        out.put("ledger", ledger());
        out.put("providerAttempts", providerAttempts);
        out.put("toolRuns", toolRuns);
        List<Object> rows = new ArrayList<>();
        steps.forEach(s -> rows.add(s.toMap()));
        out.put("steps", rows);
        return out;
    }

    private static boolean sameStep(Step a, Step b) {
        return a.status() == b.status() && a.ledger().equals(b.ledger()) && a.providerAttempts() == b.providerAttempts()
                && a.toolRuns() == b.toolRuns() && a.toolsRun().equals(b.toolsRun());
    }

    static boolean madeAnAttempt(StepStatus status) {
        return status != StepStatus.CALL_LIMIT && status != StepStatus.COST_LIMIT;
    }

    private static String pair(Ledger ledger) {
        return "(" + ledger.calls() + ", " + ledger.cents() + ")";
    }

    private static String joined(List<String> pairs) {
        return pairs.isEmpty() ? "no attempt" : pairs.stream().collect(Collectors.joining(", "));
    }
}
