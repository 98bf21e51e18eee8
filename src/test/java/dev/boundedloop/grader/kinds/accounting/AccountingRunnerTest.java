package dev.boundedloop.grader.kinds.accounting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.accounting.AttemptLimits;
import dev.boundedloop.accounting.ChargedStep;
import dev.boundedloop.accounting.Ledger;
import dev.boundedloop.accounting.ProviderFailure;
import dev.boundedloop.accounting.StepResult;
import dev.boundedloop.accounting.StepStatus;
import dev.boundedloop.accounting.ToolFailure;
import dev.boundedloop.references.ReferenceChargedStep;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The loop around a step: the seed's own failing-provider run, and what the grader counts on its side. */
class AccountingRunnerTest {

    /** The seed: two cents an attempt, six cents and three calls, a provider that always fails. */
    private static final AccountingRun SEED = new AccountingRun(new AttemptLimits(3, 6, 16), List.of(2L), Ledger.EMPTY,
            List.of(AccountingTurn.fail("authored provider failure")), Set.of());

    /** Unit A's order: charge only once the provider has returned. */
    static final ChargedStep CHARGES_AFTER_RETURN = (before, limits, cost, provider, tools) -> {
        if (before.calls() >= limits.maxCalls()) {
            return new StepResult(StepStatus.CALL_LIMIT, before);
        }
        if (before.cents() + cost > limits.budgetCents()) {
            return new StepResult(StepStatus.COST_LIMIT, before);
        }
        try {
            provider.attempt();
        } catch (ProviderFailure failed) {
            return new StepResult(StepStatus.PROVIDER_FAILED, before);
        }
        return new StepResult(StepStatus.ANSWERED, before.withAttempt(cost));
    };

    @Test
    void theReferenceGivesTheSeedsLedgerAndStopsAtTheCallLimit() {
        AccountingObservation run = AccountingRunner.play(SEED, new ReferenceChargedStep());

        assertThat(run.ledger()).containsExactly("(1, 2)", "(2, 4)", "(3, 6)");
        assertThat(run.ledgerPairs()).containsExactly(List.of(1L, 2L), List.of(2L, 4L), List.of(3L, 6L));
        assertThat(run.end()).isEqualTo("CALL_LIMIT");
        assertThat(run.providerAttempts()).isEqualTo(3);
    }

    @Test
    void chargingAfterTheProviderReturnsMakesTheFailingProviderFreeAndOverrunsTheBound() {
        AccountingObservation reference = AccountingRunner.play(SEED, new ReferenceChargedStep());
        AccountingObservation wrong = AccountingRunner.play(SEED, CHARGES_AFTER_RETURN);

        assertThat(wrong.ledger()).containsOnly("(0, 0)").hasSize(SEED.stepBound());
        assertThat(wrong.end()).isEqualTo(AccountingObservation.NO_END);
        assertThat(wrong.providerAttempts()).isGreaterThan(SEED.limits().maxCalls());
        assertThat(wrong.firstDifferenceFrom(reference))
                .isEqualTo("ledger (calls, cents) after each provider attempt: expected (1, 2), (2, 4), (3, 6), "
                        + "observed (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)");
        assertThat(reference.firstDifferenceFrom(reference)).isNull();
    }

    @Test
    void theProviderAndToolsAreCountedOnTheGradersSideWhateverTheLedgerClaims() {
        AccountingRun run = new AccountingRun(new AttemptLimits(3, 100, 10), List.of(1L), Ledger.EMPTY,
                List.of(AccountingTurn.reply(List.of("list_stock", "draft_order"))), Set.of("draft_order"));
        List<String> failures = new java.util.ArrayList<>();
        ChargedStep liar = (before, limits, cost, provider, tools) -> {
            for (int i = 0; i < 3; i++) {
                try {
                    provider.attempt();
                } catch (ProviderFailure failed) {
                    failures.add(failed.getMessage());
                }
            }
            try {
                tools.run("draft_order");
            } catch (ToolFailure failed) {
                failures.add(failed.getMessage());
            }
            return new StepResult(StepStatus.ANSWERED, before.withAttempt(cost));
        };

        AccountingObservation observed = AccountingRunner.play(run, liar);

        assertThat(observed.providerAttempts()).isEqualTo(3);
        assertThat(observed.toolRuns()).isEqualTo(1);
        assertThat(observed.steps().get(0).toolsRun()).containsExactly("draft_order");
        assertThat(failures).containsExactly("fixture exhausted", "fixture exhausted", "tool call failed");
        assertThat(observed.firstDifferenceFrom(AccountingRunner.play(run, new ReferenceChargedStep())))
                .startsWith("ledger (calls, cents) after each provider attempt: expected (1, 1), (2, 2)");
    }

    @Test
    void aStepThatFloodsTheToolboxIsCountedButOnlyAFewNamesAreKept() {
        AccountingRun run = new AccountingRun(new AttemptLimits(1, 10, 10), List.of(1L), Ledger.EMPTY, List.of(), Set.of());
        ChargedStep flood = (before, limits, cost, provider, tools) -> {
            for (int i = 0; i < 10_000; i++) {
                try {
                    tools.run("x".repeat(1_000));
                } catch (ToolFailure ignored) {
                    // not failing here
                }
            }
            return new StepResult(StepStatus.ANSWERED, before);
        };

        AccountingObservation observed = AccountingRunner.play(run, flood);

        assertThat(observed.toolRuns()).isEqualTo(10_000);
        assertThat(observed.steps().get(0).toolsRun()).hasSize(AccountingRunner.RECORDED_TOOL_RUNS)
                .allSatisfy(name -> assertThat(name).startsWith("x".repeat(64) + "…").endsWith("[truncated: 1000 chars in all]")
                        .hasSizeLessThan(100));
    }

    @Test
    void aStepThatAnswersNothingIsNamed() {
        assertThatThrownBy(() -> AccountingRunner.play(SEED, (before, limits, cost, provider, tools) -> null))
                .isInstanceOf(IllegalStateException.class).hasMessage("ChargedStep returned null at step 1");
    }

    @Test
    void theReferenceStopsWithinTheOuterBoundOnEveryLimit() {
        AccountingRun tools = new AccountingRun(new AttemptLimits(8, 20, 2), List.of(2L), Ledger.EMPTY,
                List.of(AccountingTurn.reply(List.of("list_stock")), AccountingTurn.reply(List.of("supplier", "supplier"))),
                Set.of());

        AccountingObservation run = AccountingRunner.play(tools, new ReferenceChargedStep());

        assertThat(run.end()).isEqualTo("TOOL_LIMIT");
        assertThat(run.ledger()).containsExactly("(1, 2)", "(2, 4)");
        assertThat(run.toolRuns()).isEqualTo(1);
        assertThat(run.finalTools()).isEqualTo(1);
    }
}
