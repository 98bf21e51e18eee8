package dev.boundedloop.grader.kinds.admission;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.AdmissionState;
import org.junit.jupiter.api.Test;

/**
 * A shrunk counterexample is one a learner can check by hand: a policy wrong only on a boundary
 * (an exact fit of the budget, the last allowed call) still fails on the shrunk state, and its
 * numbers are small, not the generator's ten-digit ones.
 */
class StateShrinkerTest {

    @Test
    void anExactFitOfTheBudgetShrinksToSmallNumbers() {
        // A policy that refuses an attempt which exactly fits the budget: wrong only when spent + next == budget.
        AdmissionState found = new AdmissionState(3, 10, 500_000_000L, 483_900_881L, 983_900_881L);

        AdmissionState shrunk = StateShrinker.shrink(found,
                s -> s.spentCents() + s.nextCostCents() == s.budgetCents()).value();

        assertThat(shrunk.spentCents() + shrunk.nextCostCents()).isEqualTo(shrunk.budgetCents());
        assertThat(shrunk.budgetCents()).as("%s", shrunk).isLessThanOrEqualTo(1);
        assertThat(shrunk.maxCalls()).as("%s", shrunk).isLessThanOrEqualTo(1);
    }

    @Test
    void theLastAllowedCallShrinksToSmallNumbers() {
        // A policy that counts one call too many: wrong only when used == max.
        AdmissionState found = new AdmissionState(983_900, 983_900, 12_345L, 678L, 999_999L);

        AdmissionState shrunk = StateShrinker.shrink(found, s -> s.usedCalls() == s.maxCalls()).value();

        assertThat(shrunk.usedCalls()).isEqualTo(shrunk.maxCalls());
        assertThat(shrunk.maxCalls()).as("%s", shrunk).isLessThanOrEqualTo(1);
        assertThat(shrunk.budgetCents() + shrunk.spentCents() + shrunk.nextCostCents()).as("%s", shrunk).isZero();
    }
}
