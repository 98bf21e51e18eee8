package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.accounting.AttemptLimits;
import dev.boundedloop.accounting.Ledger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The input of one accounting run: the limits, what each attempt is estimated to cost, the ledger
 * the run starts from, the provider's script and which tools fail.
 *
 * @param costs the estimate of attempt n is {@code costs[n-1]}; the last one repeats
 * @param provider the scripted attempts in order; attempts past its end fail, as an exhausted fixture does
 */
public record AccountingRun(AttemptLimits limits, List<Long> costs, Ledger start, List<AccountingTurn> provider,
        Set<String> failingTools) {

    /** Bounds that keep a run small enough to read in a report and cheap to replay many times. */
    public static final int MAX_CALLS = 20;
    public static final int MAX_TURNS = 40;
    public static final long MAX_COST_CENTS = 1_000_000;
    /** Steps past the call limit the loop still takes, so a step that never refuses is seen to overrun. */
    public static final int STEPS_PAST_THE_CALL_LIMIT = 2;

    public AccountingRun {
        Objects.requireNonNull(limits, "a run has limits");
        Objects.requireNonNull(start, "a run has a starting ledger");
        costs = List.copyOf(Objects.requireNonNull(costs, "a run has attempt costs"));
        provider = List.copyOf(Objects.requireNonNull(provider, "a run has a provider script, possibly empty"));
        failingTools = Set.copyOf(Objects.requireNonNull(failingTools, "a run names its failing tools, possibly none"));
        if (costs.isEmpty()) {
            throw new IllegalArgumentException("a run needs at least one attempt cost");
        }
        for (Long cost : costs) {
            if (cost == null || cost < 0 || cost > MAX_COST_CENTS) {
                throw new IllegalArgumentException("attempt costs must be 0.." + MAX_COST_CENTS + " cents, one is " + cost);
            }
        }
        if (limits.maxCalls() > MAX_CALLS) {
            throw new IllegalArgumentException("maxCalls is at most " + MAX_CALLS + ", is " + limits.maxCalls());
        }
        if (provider.size() > MAX_TURNS) {
            throw new IllegalArgumentException("a provider script has at most " + MAX_TURNS + " attempts, has " + provider.size());
        }
        if (start.calls() > MAX_CALLS || start.cents() > MAX_COST_CENTS * MAX_CALLS || start.tools() > 1_000) {
            throw new IllegalArgumentException("the starting ledger is beyond what a run can reach");
        }
    }

    /** The estimate of the attempt after {@code callsBefore} admitted ones. */
    public long costOfAttempt(int callsBefore) {
        return costs.get(Math.min(Math.max(callsBefore, 0), costs.size() - 1));
    }

    /** The loop's outer bound: a correct step refuses by the step after its last admitted call. */
    public int stepBound() {
        return limits.maxCalls() + STEPS_PAST_THE_CALL_LIMIT;
    }

    /** The run as a suite author writes it, for reports. */
    public Map<String, Object> describe() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("limits", Map.of("maxCalls", limits.maxCalls(), "budgetCents", limits.budgetCents(),
                "maxTools", limits.maxTools()));
        out.put("costs", costs);
        if (!start.equals(Ledger.EMPTY)) {
            out.put("start", Map.of("calls", start.calls(), "cents", start.cents(), "tools", start.tools()));
        }
        List<Object> script = new ArrayList<>();
        provider.forEach(turn -> script.add(turn.describe()));
        out.put("provider", script);
        if (!failingTools.isEmpty()) {
            out.put("failingTools", List.copyOf(new TreeSet<>(failingTools)));
        }
        return out;
    }
}
