package dev.boundedloop.grader.kinds.accounting;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.accounting.ChargedStep;
import dev.boundedloop.accounting.StepResult;
import dev.boundedloop.accounting.StepStatus;
import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.references.ReferenceChargedStep;
import org.junit.jupiter.api.Test;

/** The property over random provider scripts: it finds a wrong step's mistake and shrinks it to a few lines. */
class AccountingPropertyTest {

    private static final AccountingPropertyCase PROPERTY = new AccountingPropertyCase(
            new CaseHeader("random-runs", "random runs", Category.PROPERTY, Visibility.VISIBLE, 4), 20260909, 300);

    /** Right in every way but one: an attempt that fails is not charged. */
    private static final ChargedStep CHARGES_AFTER_RETURN = (before, limits, cost, provider, tools) -> {
        StepResult right = new ReferenceChargedStep().step(before, limits, cost, provider, tools);
        return right.status() == StepStatus.PROVIDER_FAILED ? new StepResult(StepStatus.PROVIDER_FAILED, before) : right;
    };

    /** Right in every way but one: refuses the exact fit. */
    private static final ChargedStep REFUSES_EXACT_FIT = (before, limits, cost, provider, tools) -> {
        if (before.calls() < limits.maxCalls() && before.cents() + cost == limits.budgetCents()) {
            return new StepResult(StepStatus.COST_LIMIT, before);
        }
        return new ReferenceChargedStep().step(before, limits, cost, provider, tools);
    };

    @Test
    void theReferenceAgreesOnEveryGeneratedRun() throws Exception {
        assertThat(AccountingPropertyExecutor.search(PROPERTY, ReferenceChargedStep::new)).isNull();
    }

    @Test
    void chargingAfterTheProviderReturnsIsFoundAndShrunkToASingleFailingAttempt() throws Exception {
        AccountingPropertyExecutor.Counterexample found = AccountingPropertyExecutor.search(PROPERTY, () -> CHARGES_AFTER_RETURN);

        assertThat(found).isNotNull();
        AccountingRun minimal = found.run();
        assertThat(minimal.provider()).hasSizeLessThanOrEqualTo(1);
        assertThat(minimal.limits().maxCalls()).isEqualTo(1);
        assertThat(minimal.limits().maxTools()).isZero();
        assertThat(minimal.failingTools()).isEmpty();
        assertThat(AccountingShrinker.size(minimal)).isLessThanOrEqualTo(3);
        assertThat(found.shrinkSteps()).isPositive();
        assertThat(found.observed().firstDifferenceFrom(found.expected())).startsWith("ledger (calls, cents)");
        assertThat(found.expected()).isEqualTo(AccountingRunner.play(minimal, new ReferenceChargedStep()));
    }

    @Test
    void refusingTheExactFitIsShrunkToNoScriptAndTheSmallestBudget() throws Exception {
        AccountingPropertyExecutor.Counterexample found = AccountingPropertyExecutor.search(PROPERTY, () -> REFUSES_EXACT_FIT);

        assertThat(found).isNotNull();
        assertThat(found.run().provider()).isEmpty();
        assertThat(found.run().limits().budgetCents()).isZero();
        assertThat(found.run().costs()).containsExactly(0L);
        assertThat(AccountingShrinker.size(found.run())).isLessThanOrEqualTo(1);
    }

    @Test
    void theSameSeedFindsTheSameCounterexample() throws Exception {
        AccountingPropertyExecutor.Counterexample first = AccountingPropertyExecutor.search(PROPERTY, () -> CHARGES_AFTER_RETURN);
        AccountingPropertyExecutor.Counterexample second = AccountingPropertyExecutor.search(PROPERTY, () -> CHARGES_AFTER_RETURN);

        assertThat(second.attempt()).isEqualTo(first.attempt());
        assertThat(second.run()).isEqualTo(first.run());
    }
}
