package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The grader with the sandbox's verification and metering, on whole submissions. */
@ProcessTest
class SandboxedGraderTest {

    private static final Suite SUITE = TestSuites.whole("ch03-unit-a");
    private static final Grader GRADER = SandboxedGrader.create(KindRegistry.KINDS);

    private static GradingReport grade(String decideBody) {
        return GRADER.grade(SUITE, """
                import dev.boundedloop.policy.*;
                public class Policy implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) {
                        %s
                    }
                }
                """.formatted(decideBody).getBytes(StandardCharsets.UTF_8));
    }

    private static CaseResult first(GradingReport report) {
        return report.cases().get(0);
    }

    @Test
    void aRunawayLoopIsATimeoutOnEveryCaseAndTheSameEveryTime() {
        GradingReport report = grade("while (true) { } ");

        assertThat(report.cases()).allSatisfy(c -> assertThat(c.outcome()).isEqualTo(CaseOutcome.TIMEOUT));
        assertThat(first(report).message()).contains("units of its fuel");
    }

    @Test
    void aRunawayLoopInsideCatchThrowableStillTimesOut() {
        GradingReport report = grade("while (true) { try { while (true) { } } catch (Throwable t) { } }");

        assertThat(first(report).outcome()).isEqualTo(CaseOutcome.TIMEOUT);
    }

    @Test
    void aHugeAllocationIsAMemoryLimit() {
        GradingReport report = grade("long[][] big = new long[1 << 15][1 << 15]; return Admission.CALL;");

        assertThat(first(report).outcome()).isEqualTo(CaseOutcome.MEMORY_LIMIT);
    }

    @Test
    void forbiddenCodeIsRejectedNamingTheMemberItUsed() {
        GradingReport report = grade("System.exit(1); return Admission.CALL;");

        assertThat(report.status()).isEqualTo(SubmissionStatus.REJECTED);
        assertThat(report.violations()).anySatisfy(v -> {
            assertThat(v.owner()).isEqualTo("java.lang.System");
            assertThat(v.member()).isEqualTo("exit");
            assertThat(v.line()).isEqualTo(4);
        });
        assertThat(report.message()).contains("java.lang.System#exit");
    }

    @Test
    void whatAPolicyPrintsIsCapturedPerCaseAndCapped() {
        GradingReport report = grade("System.out.println(\"deciding \" + s.usedCalls()); "
                + "for (int i = 0; i < 100000; i++) System.out.print(\"spam\"); return Admission.CALL;");

        assertThat(first(report).stdout()).startsWith("deciding 0").contains("[truncated]").hasSizeLessThan(4200);
        assertThat(report.cases().get(1).stdout()).startsWith("deciding 3");
    }

    @Test
    void aHostileGetMessageCannotHangTheGrader() {
        GradingReport report = GRADER.grade(SUITE, """
                import dev.boundedloop.policy.*;
                public class Policy implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) {
                        throw new RuntimeException() {
                            @Override public String getMessage() { while (true) { } }
                        };
                    }
                }
                """.getBytes(StandardCharsets.UTF_8));

        assertThat(first(report).outcome()).isEqualTo(CaseOutcome.TIMEOUT);
    }
}
