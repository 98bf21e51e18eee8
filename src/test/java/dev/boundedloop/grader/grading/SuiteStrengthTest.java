package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.kinds.admission.DecisionCase;
import dev.boundedloop.grader.kinds.admission.LoopScenario;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The catalogue of known-right and known-wrong policies against the whole suite. */
@ProcessTest
class SuiteStrengthTest {

    private static final Path CATALOGUE = TestSuites.CH03_CATALOGUE;

    private final Suite suite = TestSuites.whole("ch03-unit-a");
    /** The catalogue goes through the whole in-process sandbox, so correct policies are shown to survive it. */
    private final Grader grader = SandboxedGrader.create(KindRegistry.KINDS);

    @Test
    void everyCorrectPolicyScoresFullMarksAndEveryWrongOneLosesPoints() {
        SuiteCheck.Result result = SuiteCheck.check(KindRegistry.KINDS, suite, SuiteBundle.fromDirectory(CATALOGUE).files(), new InProcessSubmissionGrader(grader));

        assertThat(result.problems()).isEmpty();
        assertThat(result.findings()).hasSizeGreaterThanOrEqualTo(22);
        assertThat(result.findings().stream().filter(f -> !f.holds()).map(f -> f.policy() + ": " + f.problem()))
                .isEmpty();
        assertThat(result.findings()).filteredOn(f -> f.expectation().equals("loses-points")).hasSizeGreaterThanOrEqualTo(12);
        assertThat(result.findings()).filteredOn(f -> f.expectation().equals("full")).hasSizeGreaterThanOrEqualTo(6);
    }

    @Test
    void theSuiteHasTheHiddenCasesTheCourseAsksFor() {
        long hiddenDecisions = suite.cases().stream()
                .filter(c -> c instanceof DecisionCase)
                .filter(c -> c.header().visibility() == Visibility.HIDDEN).count();
        long hiddenScenarios = suite.cases().stream()
                .filter(c -> c instanceof LoopScenario)
                .filter(c -> c.header().visibility() == Visibility.HIDDEN).count();

        assertThat(hiddenDecisions).isGreaterThanOrEqualTo(40);
        assertThat(hiddenScenarios).isGreaterThanOrEqualTo(12);
    }
}
