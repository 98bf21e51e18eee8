package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.accounting.AttemptLimits;
import dev.boundedloop.accounting.Ledger;
import dev.boundedloop.grader.grading.GreedyShrinker;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Shrinks a failing accounting run: fewer attempts and tools, lower limits and costs, an empty
 * starting ledger, no failing tools, while the learner's step still disagrees with the reference.
 */
final class AccountingShrinker {

    private static final int MAX_STEPS = 300;

    private AccountingShrinker() {}

    static GreedyShrinker.Shrunk<AccountingRun> shrink(AccountingRun failing, Predicate<AccountingRun> stillFails) {
        return GreedyShrinker.shrink(failing, AccountingShrinker::candidates, stillFails, MAX_STEPS);
    }

    /** Smaller runs first where it helps most: whole attempts, then tools, then numbers. */
    static List<AccountingRun> candidates(AccountingRun r) {
        List<AccountingRun> out = new ArrayList<>();
        List<AccountingTurn> script = r.provider();
        for (int i = 0; i < script.size(); i++) {
            List<AccountingTurn> fewer = new ArrayList<>(script);
            fewer.remove(i);
            out.add(with(r, r.limits(), r.costs(), r.start(), fewer, r.failingTools()));
        }
        for (int i = 0; i < script.size(); i++) {
            AccountingTurn turn = script.get(i);
            for (int t = 0; t < turn.tools().size(); t++) {
                List<String> tools = new ArrayList<>(turn.tools());
                tools.remove(t);
                List<AccountingTurn> smaller = new ArrayList<>(script);
                smaller.set(i, AccountingTurn.reply(tools));
                out.add(with(r, r.limits(), r.costs(), r.start(), smaller, r.failingTools()));
            }
        }
        if (!r.start().equals(Ledger.EMPTY)) {
            out.add(with(r, r.limits(), r.costs(), Ledger.EMPTY, script, r.failingTools()));
        }
        for (String tool : r.failingTools()) {
            Set<String> fewer = new HashSet<>(r.failingTools());
            fewer.remove(tool);
            out.add(with(r, r.limits(), r.costs(), r.start(), script, fewer));
        }
        if (r.costs().size() > 1) {
            out.add(with(r, r.limits(), r.costs().subList(0, r.costs().size() - 1), r.start(), script, r.failingTools()));
        }
        AttemptLimits limits = r.limits();
        // A boundary case needs the budget and a cost to move together: an exact fit stays exact.
        for (int i = 0; i < r.costs().size(); i++) {
            long cost = r.costs().get(i);
            if (cost > 0 && cost <= limits.budgetCents()) {
                List<Long> free = new ArrayList<>(r.costs());
                free.set(i, 0L);
                out.add(with(r, new AttemptLimits(limits.maxCalls(), limits.budgetCents() - cost, limits.maxTools()), free,
                        r.start(), script, r.failingTools()));
            }
        }
        for (int i = 0; i < r.costs().size(); i++) {
            long cost = r.costs().get(i);
            if (cost > 0) {
                List<Long> cheaper = new ArrayList<>(r.costs());
                cheaper.set(i, cost / 2);
                out.add(with(r, r.limits(), cheaper, r.start(), script, r.failingTools()));
            }
        }
        AttemptLimits l = r.limits();
        if (l.maxCalls() > 0) {
            out.add(with(r, new AttemptLimits(l.maxCalls() - 1, l.budgetCents(), l.maxTools()), r.costs(), r.start(), script,
                    r.failingTools()));
        }
        if (l.budgetCents() > 0) {
            out.add(with(r, new AttemptLimits(l.maxCalls(), l.budgetCents() / 2, l.maxTools()), r.costs(), r.start(), script,
                    r.failingTools()));
            out.add(with(r, new AttemptLimits(l.maxCalls(), l.budgetCents() - 1, l.maxTools()), r.costs(), r.start(), script,
                    r.failingTools()));
        }
        if (l.maxTools() > 0) {
            out.add(with(r, new AttemptLimits(l.maxCalls(), l.budgetCents(), l.maxTools() - 1), r.costs(), r.start(), script,
                    r.failingTools()));
        }
        return out;
    }

    /** How big a run is, for the shrinker's tests and for reports: attempts, tools and limits together. */
    static int size(AccountingRun r) {
        int tools = r.provider().stream().mapToInt(t -> t.tools().size()).sum();
        return r.provider().size() + tools + r.limits().maxCalls() + r.limits().maxTools() + r.failingTools().size();
    }

    private static AccountingRun with(AccountingRun r, AttemptLimits limits, List<Long> costs, Ledger start,
            List<AccountingTurn> script, Set<String> failing) {
        return new AccountingRun(limits, costs, start, script, failing);
    }
}
