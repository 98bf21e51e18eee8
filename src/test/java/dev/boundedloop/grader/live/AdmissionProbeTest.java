package dev.boundedloop.grader.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.loop.CourseScripts;
import dev.boundedloop.loop.LoopResult;
import dev.boundedloop.loop.LoopStatus;
import dev.boundedloop.loop.ScriptedModel;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionState;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The probe suite, graded by the sandboxed grader (verified, instrumented, metered), and the tape
 * read from its report: the policy's answers to the loop's questions, or where and why it failed.
 */
@ProcessTest
class AdmissionProbeTest {

    private static final Suite ASSIGNMENT = TestSuites.whole(HttpApi.ASSIGNMENT);
    private static final Suite PROBE = AdmissionProbe.suite(ASSIGNMENT, LoopReplay.LIMITS, LoopReplay.DRAFT_BUDGET_CENTS);

    private static PolicyTape tape(String source) {
        GradingReport report = SandboxedGrader.create(KindRegistry.KINDS).grade(PROBE, source.getBytes(StandardCharsets.UTF_8));
        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        return PolicyTape.of(report, LoopReplay.LIMITS).orElseThrow();
    }

    private static String policy(String body) {
        return """
                import dev.boundedloop.policy.*;
                public class Probed implements AdmissionPolicy {
                    private int asked;
                    public Admission decide(AdmissionState s) {
                        %s
                    }
                }
                """.formatted(body);
    }

    @Test
    void theProbeAsksOneScenarioPerPrefixOfTheLoopsQuestions() {
        assertThat(PROBE.cases()).hasSize(LoopReplay.LIMITS.modelCalls() + 1);
        assertThat(PROBE.assignment().fuelPerCase()).isEqualTo(ASSIGNMENT.assignment().fuelPerCase());
        assertThat(PROBE.starterSource()).isEqualTo(ASSIGNMENT.starterSource());
    }

    @Test
    void theReferencePolicyAnswersCallEightTimesThenTheCallLimit() {
        PolicyTape tape = tape(HttpApi.catalogue("correct/Reference.java"));

        assertThat(tape.answers()).hasSize(9).startsWith(Collections.nCopies(8, Admission.CALL).toArray(Admission[]::new))
                .endsWith(Admission.MODEL_CALL_LIMIT);
        assertThat(tape.stop()).isEmpty();
    }

    @Test
    void theUnchangedStarterStopsAtTheFirstQuestionWithNeedsWork() {
        PolicyTape tape = tape(ASSIGNMENT.starterSource());

        assertThat(tape.answers()).isEmpty();
        assertThat(tape.stop()).hasValueSatisfying(stop -> {
            assertThat(stop.outcome()).isEqualTo(CaseOutcome.NEEDS_WORK);
            assertThat(stop.message()).contains("TODO");
        });
        LoopReplay.Outcome run = LoopReplay.run(tape, new ScriptedModel(CourseScripts.RECORDED_TURNS));
        assertThat(run.status()).isEqualTo("POLICY_STOPPED");
        assertThat(run.policyOutcome()).isEqualTo(CaseOutcome.NEEDS_WORK);
        assertThat(run.modelCalls()).isZero();
    }

    @Test
    void aPolicyThatThrowsAtTheFourthQuestionIsReplayedUpToItAndStopsThereWithError() {
        PolicyTape tape = tape(policy("""
                if (s.usedCalls() == 3) { throw new IllegalStateException("boom at three"); }
                return Admission.CALL;"""));

        assertThat(tape.answers()).containsExactly(Admission.CALL, Admission.CALL, Admission.CALL);
        assertThat(tape.stop()).hasValueSatisfying(stop -> {
            assertThat(stop.outcome()).isEqualTo(CaseOutcome.ERROR);
            assertThat(stop.message()).contains("boom at three");
        });
        // The recorded script asks the model five times; the policy stops the run before the fourth.
        LoopReplay.Outcome run = LoopReplay.run(tape, new ScriptedModel(CourseScripts.RECORDED_TURNS));
        assertThat(run.status()).isEqualTo("POLICY_STOPPED");
        assertThat(run.modelCalls()).isEqualTo(3);
        assertThat(run.toolCalls()).isEqualTo(5);
    }

    @Test
    void aPolicyThatLoopsForeverIsStoppedByItsFuelInTheSandbox() {
        PolicyTape tape = tape(policy("""
                if (s.usedCalls() == 1) { while (true) { asked++; } }
                return Admission.CALL;"""));

        assertThat(tape.answers()).containsExactly(Admission.CALL);
        assertThat(tape.stop()).hasValueSatisfying(stop -> assertThat(stop.outcome()).isEqualTo(CaseOutcome.TIMEOUT));
    }

    @Test
    void aPolicyThatAlwaysCallsIsStoppedByTheBackstopAndTheCostLimitIsTaped() {
        PolicyTape always = tape(policy("return Admission.CALL;"));
        assertThat(always.answers()).hasSize(9).containsOnly(Admission.CALL);

        PolicyTape stingy = tape(policy("return s.spentCents() + s.nextCostCents() > 6 ? Admission.MODEL_COST_LIMIT : Admission.CALL;"));
        assertThat(stingy.answers()).containsExactly(Admission.CALL, Admission.CALL, Admission.CALL,
                Admission.MODEL_COST_LIMIT);
        LoopResult loop = LoopReplay.run(stingy, new ScriptedModel(CourseScripts.RECORDED_TURNS)).loop();
        assertThat(loop.status()).isEqualTo(LoopStatus.MODEL_COST_LIMIT);
        assertThat(loop.modelCalls()).isEqualTo(3);
    }

    @Test
    void theTapeRefusesAQuestionTheProbeDidNotAsk() {
        PolicyTape tape = new PolicyTape(LoopReplay.LIMITS, List.of(Admission.CALL), java.util.Optional.empty());

        assertThatThrownBy(() -> tape.decide(new AdmissionState(0, 3, 0, 2, 20)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("did not ask");
        assertThatThrownBy(() -> tape.decide(new AdmissionState(1, 8, 2, 2, 20)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no answer to question 1");
    }
}
