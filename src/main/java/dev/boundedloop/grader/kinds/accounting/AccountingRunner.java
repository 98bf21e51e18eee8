package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.accounting.ChargedStep;
import dev.boundedloop.accounting.Ledger;
import dev.boundedloop.accounting.Provider;
import dev.boundedloop.accounting.ProviderFailure;
import dev.boundedloop.accounting.ProviderReply;
import dev.boundedloop.accounting.StepResult;
import dev.boundedloop.accounting.StepStatus;
import dev.boundedloop.accounting.ToolFailure;
import dev.boundedloop.accounting.Toolbox;
import dev.boundedloop.grader.text.LearnerText;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The bounded loop around a {@link ChargedStep}: it hands the step the ledger the step itself
 * returned last time, and stops at an answer, a refusal, or its own fixed outer bound (so a step
 * that never refuses cannot keep the loop going). What the provider and the tools really saw is
 * counted here, on the grader's side, whatever the step's ledger claims.
 */
public final class AccountingRunner {

    /** Tool runs recorded by name; past this many only the count grows, so a flooding step cannot fill memory. */
    static final int RECORDED_TOOL_RUNS = 256;
    private static final int SHOWN_NAME_CHARS = 64;

    private static final Set<StepStatus> ENDS_THE_RUN =
            EnumSet.of(StepStatus.ANSWERED, StepStatus.CALL_LIMIT, StepStatus.COST_LIMIT, StepStatus.TOOL_LIMIT);

    private AccountingRunner() {}

    /**
     * Plays {@code run} with {@code step}. The provider and toolbox are fresh for this run, so
     * nothing a step keeps from another run can reach this one's counts.
     *
     * @throws IllegalStateException when the step returns {@code null} (learner code answered nothing)
     */
    public static AccountingObservation play(AccountingRun run, ChargedStep step) {
        ScriptedProvider provider = new ScriptedProvider(run.provider());
        ScriptedToolbox toolbox = new ScriptedToolbox(run.failingTools());
        List<AccountingObservation.Step> steps = new ArrayList<>();
        Ledger ledger = run.start();
        String end = null;
        for (int number = 1; number <= run.stepBound() && end == null; number++) {
            int attemptsBefore = provider.attempts;
            int toolRunsBefore = toolbox.runs;
            int recordedBefore = toolbox.recorded.size();
            StepResult result = step.step(ledger, run.limits(), run.costOfAttempt(ledger.calls()), provider, toolbox);
            if (result == null) {
                throw new IllegalStateException("ChargedStep returned null at step " + number);
            }
            steps.add(new AccountingObservation.Step(result.status(), result.ledger(), provider.attempts - attemptsBefore,
                    toolbox.runs - toolRunsBefore, List.copyOf(toolbox.recorded.subList(recordedBefore, toolbox.recorded.size()))));
            if (ENDS_THE_RUN.contains(result.status())) {
                end = result.status().name();
            }
            ledger = result.ledger();
        }
        if (end == null) {
            end = AccountingObservation.NO_END;
        }
        return new AccountingObservation(steps, end, provider.attempts, toolbox.runs);
    }

    /** Replays the script; each call is one attempt, and attempts past the script fail. */
    private static final class ScriptedProvider implements Provider {

        private final List<AccountingTurn> script;
        private int attempts;

        ScriptedProvider(List<AccountingTurn> script) {
            this.script = script;
        }

        @Override
        public ProviderReply attempt() throws ProviderFailure {
            int index = attempts;
            if (attempts < Integer.MAX_VALUE) {
                attempts++;
            }
            if (index >= script.size()) {
                throw new ProviderFailure("fixture exhausted");
            }
            AccountingTurn turn = script.get(index);
            if (turn.fails()) {
                throw new ProviderFailure(turn.failure());
            }
            return new ProviderReply(turn.tools().isEmpty() ? "final answer" : "", turn.tools());
        }

        @Override
        public String toString() {
            return "provider";
        }
    }

    /** Runs a tool by failing the ones the run names, and records what ran. */
    private static final class ScriptedToolbox implements Toolbox {

        private final Set<String> failing;
        private final List<String> recorded = new ArrayList<>();
        private int runs;

        ScriptedToolbox(Set<String> failing) {
            this.failing = failing;
        }

        @Override
        public void run(String tool) throws ToolFailure {
            if (runs < Integer.MAX_VALUE) {
                runs++;
            }
            if (recorded.size() < RECORDED_TOOL_RUNS) {
                recorded.add(shown(tool));
            }
            if (tool == null || failing.contains(tool)) {
                throw new ToolFailure("tool " + (tool == null ? "null" : "call") + " failed");
            }
        }

        @Override
        public String toString() {
            return "toolbox";
        }

        /** A learner may pass any string; the report keeps a short prefix of it. */
        private static String shown(String tool) {
            return tool == null ? "null" : LearnerText.cut(tool, SHOWN_NAME_CHARS);
        }
    }
}
