package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.grading.GreedyShrinker;
import dev.boundedloop.policy.AdmissionState;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Shrinks a failing state to a smaller one that still fails, so a learner reads a counterexample
 * like {@code (1, 1, 0, 0, 0)} rather than ten-digit numbers. Greedy: take the first smaller
 * candidate that still fails, until none does.
 */
final class StateShrinker {

    private static final int MAX_STEPS = 500;

    private StateShrinker() {}

    static GreedyShrinker.Shrunk<AdmissionState> shrink(AdmissionState failing, Predicate<AdmissionState> stillFails) {
        return GreedyShrinker.shrink(failing, StateShrinker::candidates, stillFails, MAX_STEPS);
    }

    private static List<AdmissionState> candidates(AdmissionState s) {
        List<AdmissionState> out = new ArrayList<>();
        for (long used : smaller(s.usedCalls())) {
            out.add(new AdmissionState((int) used, s.maxCalls(), s.spentCents(), s.nextCostCents(), s.budgetCents()));
        }
        for (long max : smaller(s.maxCalls())) {
            out.add(new AdmissionState(s.usedCalls(), (int) max, s.spentCents(), s.nextCostCents(), s.budgetCents()));
        }
        // Used and maximum calls together, which keeps the call boundary (used == max) where it was.
        int commonCalls = Math.min(s.usedCalls(), s.maxCalls());
        for (long cut : smaller(commonCalls)) {
            int delta = commonCalls - (int) cut;
            out.add(new AdmissionState(s.usedCalls() - delta, s.maxCalls() - delta, s.spentCents(), s.nextCostCents(),
                    s.budgetCents()));
        }
        // Lower spent and budget together first, which keeps the money boundary where it was.
        long common = Math.min(s.spentCents(), s.budgetCents());
        for (long cut : smaller(common)) {
            long delta = common - cut;
            out.add(new AdmissionState(s.usedCalls(), s.maxCalls(), s.spentCents() - delta, s.nextCostCents(),
                    s.budgetCents() - delta));
        }
        // The next cost and the budget together too: with spent at 0, an exact fit (next == budget) is still
        // one, and shrinks to small numbers a learner can check by hand.
        long nextCommon = Math.min(s.nextCostCents(), s.budgetCents());
        for (long cut : smaller(nextCommon)) {
            long delta = nextCommon - cut;
            out.add(new AdmissionState(s.usedCalls(), s.maxCalls(), s.spentCents(), s.nextCostCents() - delta,
                    s.budgetCents() - delta));
        }
        for (long spent : smaller(s.spentCents())) {
            out.add(new AdmissionState(s.usedCalls(), s.maxCalls(), spent, s.nextCostCents(), s.budgetCents()));
        }
        for (long next : smaller(s.nextCostCents())) {
            out.add(new AdmissionState(s.usedCalls(), s.maxCalls(), s.spentCents(), next, s.budgetCents()));
        }
        for (long budget : smaller(s.budgetCents())) {
            out.add(new AdmissionState(s.usedCalls(), s.maxCalls(), s.spentCents(), s.nextCostCents(), budget));
        }
        return out;
    }

    /** Zero, half and one less: distinct values below {@code value}, smallest first. */
    private static List<Long> smaller(long value) {
        List<Long> out = new ArrayList<>();
        for (long candidate : new long[] {0, value / 2, value - 1}) {
            if (candidate >= 0 && candidate < value && !out.contains(candidate)) {
                out.add(candidate);
            }
        }
        return out;
    }
}
