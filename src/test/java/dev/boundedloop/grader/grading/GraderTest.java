package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How the grader classifies what a policy does, on the packaged suite. */
class GraderTest {

    private static final Suite SUITE = TestSuites.whole("ch03-unit-a");
    private static final Grader GRADER = new Grader(KindRegistry.KINDS, new ApiCompilers(), ClassPreparation.TRUSTED_CODE_ONLY,
            new UnmeteredIsolation());

    private static GradingReport grade(String decideBody) {
        String source = """
                import dev.boundedloop.policy.*;
                public class Policy implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) {
                        %s
                    }
                }
                """.formatted(decideBody);
        return GRADER.grade(SUITE, source.getBytes(StandardCharsets.UTF_8));
    }

    private static final String REFERENCE_BODY = """
            if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
            if (s.spentCents() + s.nextCostCents() > s.budgetCents()) return Admission.MODEL_COST_LIMIT;
            return Admission.CALL;
            """;

    @Test
    void gradingTheSameSourceTwiceGivesTheSameReportApartFromTimings() {
        GradingReport first = grade("return s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;");
        GradingReport second = grade("return s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;");

        assertThat(second.withTimings(Map.of())).isEqualTo(first.withTimings(Map.of()));
        assertThat(ReportJson.write(second.withTimings(Map.of()))).isEqualTo(ReportJson.write(first.withTimings(Map.of())));
        assertThat(first.score()).isLessThan(first.maxScore());
    }

    @Test
    void anUnfinishedPolicyNeedsWorkRatherThanErring() {
        GradingReport report = grade("throw new UnsupportedOperationException(\"Decide before admitting\");");

        assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.score()).isZero();
        assertThat(report.cases()).allSatisfy(c -> assertThat(c.outcome()).isEqualTo(CaseOutcome.NEEDS_WORK));
    }

    @Test
    void aThrowingPolicyIsAnErrorThatKeepsTheClassAndACappedMessage() {
        GradingReport report = grade("throw new IllegalStateException(\"boom \".repeat(1000));");

        CaseResult first = report.cases().get(0);
        assertThat(first.outcome()).isEqualTo(CaseOutcome.ERROR);
        assertThat(first.observed()).isEqualTo("java.lang.IllegalStateException");
        assertThat(first.message()).startsWith("java.lang.IllegalStateException: boom boom")
                .hasSizeLessThan(LearnerFailure.MESSAGE_CAP + 40).endsWith("…[truncated: 5033 chars in all]");
    }

    @Test
    void aNullAnswerIsAnError() {
        GradingReport report = grade("return null;");

        assertThat(report.cases().get(0).outcome()).isEqualTo(CaseOutcome.ERROR);
        assertThat(report.cases().get(0).message()).isEqualTo("decide returned null");
        assertThat(report.cases()).filteredOn(c -> c.id().equals("recorded-transcript"))
                .first().satisfies(c -> assertThat(c.message()).contains("AdmissionPolicy returned null"));
    }

    @Test
    void everyCaseGetsAFreshInstanceSoStateCannotCarryOver() {
        GradingReport report = GRADER.grade(SUITE, """
                import dev.boundedloop.policy.*;
                public class Policy implements AdmissionPolicy {
                    private int decisions;
                    public Admission decide(AdmissionState s) {
                        if (decisions++ > 0) throw new IllegalStateException("reused");
                        return Admission.CALL;
                    }
                }
                """.getBytes(StandardCharsets.UTF_8));

        assertThat(report.cases()).filteredOn(c -> c.id().startsWith("admission") || c.id().startsWith("transfer"))
                .allSatisfy(c -> assertThat(c.outcome()).isNotEqualTo(CaseOutcome.ERROR));
    }

    @Test
    void aPropertyFailureIsShrunkToAMinimalCounterexampleAndNamesItsSeed() {
        // Wrong only when the budget is beyond an int: the counterexample keeps that and drops the rest.
        GradingReport report = grade("""
                if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
                if ((int) s.spentCents() + (int) s.nextCostCents() > (int) s.budgetCents()) return Admission.MODEL_COST_LIMIT;
                return Admission.CALL;
                """);

        CaseResult property = report.cases().stream().filter(c -> c.id().equals("property-decisions")).findFirst().orElseThrow();
        assertThat(property.outcome()).isEqualTo(CaseOutcome.FAIL);
        assertThat(property.message()).contains("seed 20260909", "shrunk");
        @SuppressWarnings("unchecked")
        Map<String, Object> counterexample = (Map<String, Object>) ((Map<String, Object>) property.input()).get("counterexample");
        assertThat(counterexample).containsEntry("usedCalls", 0).containsEntry("maxCalls", 1);
    }

    @Test
    void theReferenceScoresFullMarksWithEveryKindOfCase() {
        GradingReport report = grade(REFERENCE_BODY);

        assertThat(report.score()).isEqualTo(report.maxScore());
        assertThat(report.suite().sha256()).hasSize(64).isEqualTo(SUITE.sha256());
        assertThat(report.source().sha256()).hasSize(64);
        assertThat(report.cases()).extracting(CaseResult::id)
                .contains("admission-1", "recorded-transcript", "property-decisions", "hidden-property-loops");
    }
}
