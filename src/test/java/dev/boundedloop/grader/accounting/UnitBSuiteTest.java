package dev.boundedloop.grader.accounting;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.Grader;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.grading.SuiteCheck;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.kinds.accounting.AccountingPropertyCase;
import dev.boundedloop.grader.kinds.accounting.AccountingRunCase;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;

/**
 * The ch03-unit-b suite against its catalogue, through the whole in-process sandbox: the repaired
 * step scores full marks, the step that charges after the provider returns loses points on the
 * seed's own visible run, and the unchanged starter earns nothing.
 */
@ProcessTest
class UnitBSuiteTest {

    static final String ASSIGNMENT = "ch03-unit-b";
    static final Path FOLDER = TestSuites.FOLDER.resolve(ASSIGNMENT);
    private static final Path CATALOGUE = FOLDER.resolve("catalogue");
    private static final Suite SUITE = TestSuites.whole(ASSIGNMENT);
    private static final Grader GRADER = SandboxedGrader.create(KindRegistry.KINDS);

    @Test
    void suiteCheckHoldsForTheWholeCatalogue() {
        SortedMap<String, byte[]> catalogue = SuiteBundle.fromDirectory(CATALOGUE).files();

        SuiteCheck.Result result = SuiteCheck.check(KindRegistry.KINDS, SUITE, catalogue, new InProcessSubmissionGrader(GRADER));

        assertThat(result.problems()).isEmpty();
        assertThat(result.findings().stream().filter(f -> !f.holds()).map(f -> f.policy() + ": " + f.problem()))
                .isEmpty();
        assertThat(result.findings()).filteredOn(f -> f.expectation().equals("full")).hasSizeGreaterThanOrEqualTo(4);
        assertThat(result.findings()).filteredOn(f -> f.expectation().equals("loses-points")).hasSizeGreaterThanOrEqualTo(10);
        assertThat(result.holds()).isTrue();
    }

    @Test
    void theReferencePassesEveryCaseVisibleAndHidden() throws IOException {
        GradingReport report = grade(CATALOGUE.resolve("correct/Reference.java"));

        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.cases()).filteredOn(c -> c.outcome() != CaseOutcome.PASS)
                .extracting(CaseResult::id, CaseResult::message).isEmpty();
        assertThat(report.score()).isEqualTo(report.maxScore()).isPositive();
        assertThat(report.cases()).extracting(CaseResult::visibility).contains(Visibility.VISIBLE, Visibility.HIDDEN);
    }

    @Test
    void chargingAfterTheProviderReturnsIsTheFirstWrongStepAndFailsTheSeedsOwnVisibleRun() throws IOException {
        List<Path> wrong;
        try (var listing = Files.list(CATALOGUE.resolve("wrong"))) {
            wrong = listing.sorted().toList();
        }
        assertThat(wrong.get(0).getFileName()).hasToString("ChargesAfterTheProviderReturns.java");

        GradingReport report = grade(wrong.get(0));

        assertThat(report.score()).isLessThan(report.maxScore());
        CaseResult seed = report.cases().stream().filter(c -> c.id().equals("seed-failing-provider")).findFirst().orElseThrow();
        assertThat(seed.visibility()).isEqualTo(Visibility.VISIBLE);
        assertThat(seed.outcome()).isEqualTo(CaseOutcome.FAIL);
        assertThat(seed.points()).isZero();
        assertThat(seed.message()).isEqualTo("ledger (calls, cents) after each provider attempt: expected (1, 2), (2, 4), "
                + "(3, 6), observed (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)");
        assertThat(((Map<?, ?>) seed.expected()).get("ledger")).isEqualTo(List.of("(1, 2)", "(2, 4)", "(3, 6)"));
        assertThat(((Map<?, ?>) seed.observed()).get("ledger"))
                .isEqualTo(List.of("(0, 0)", "(0, 0)", "(0, 0)", "(0, 0)", "(0, 0)"));
        // The provider really was called past the call limit: the bound was evaded, not merely misreported.
        assertThat(((Map<?, ?>) seed.observed()).get("providerAttempts")).isEqualTo(5);
        assertThat(((Map<?, ?>) seed.expected()).get("providerAttempts")).isEqualTo(3);
        assertThat(((Map<?, ?>) seed.input()).get("provider")).asList().hasSize(3);

        // The visible property finds the same mistake on its own and shrinks it to a run a learner can replay by hand.
        CaseResult property = report.cases().stream().filter(c -> c.id().equals("random-provider-scripts")).findFirst()
                .orElseThrow();
        assertThat(property.outcome()).isEqualTo(CaseOutcome.FAIL);
        assertThat(property.message()).contains("disagreed with the reference; shrunk in ")
                .contains("ledger (calls, cents) after each provider attempt: expected (1, 0), observed (0, 0)");
        Map<?, ?> counterexample = (Map<?, ?>) ((Map<?, ?>) property.input()).get("counterexample");
        assertThat(counterexample.get("provider")).asList().hasSizeLessThanOrEqualTo(1);
        assertThat(counterexample.get("limits")).isEqualTo(Map.of("maxCalls", 1, "budgetCents", 0L, "maxTools", 0));
    }

    @Test
    void theUnchangedStarterScoresNothingAndEveryCaseNeedsWork() throws IOException {
        GradingReport report = grade(FOLDER.resolve("Starter.java"));

        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.score()).isZero();
        assertThat(report.cases()).isNotEmpty()
                .allSatisfy(c -> assertThat(c.outcome()).as(c.id()).isEqualTo(CaseOutcome.NEEDS_WORK));
    }

    @Test
    void theSuiteHasVisibleAndHiddenRunsAndAPropertyOfEachKind() {
        assertThat(SUITE.cases()).filteredOn(c -> c instanceof AccountingRunCase)
                .filteredOn(c -> c.header().visibility() == Visibility.HIDDEN).hasSizeGreaterThanOrEqualTo(12);
        assertThat(SUITE.cases()).filteredOn(c -> c instanceof AccountingRunCase)
                .filteredOn(c -> c.header().visibility() == Visibility.VISIBLE).hasSizeGreaterThanOrEqualTo(5);
        assertThat(SUITE.cases()).filteredOn(c -> c instanceof AccountingPropertyCase)
                .extracting(c -> c.header().visibility()).contains(Visibility.VISIBLE, Visibility.HIDDEN);
    }

    @Test
    void aStepThatPokesWhatItIsGivenChangesNeitherItsOwnCasesNorAnyOther() throws IOException {
        GradingReport reference = grade(CATALOGUE.resolve("correct/Reference.java"));
        GradingReport mutating = grade(CATALOGUE.resolve("correct/TriesToChangeWhatItIsGiven.java"));
        GradingReport stashing = grade(Path.of("src/test/resources/corpus/ch03-unit-b/PokesEarlierRunsProviders.java"));

        for (GradingReport report : List.of(mutating, stashing)) {
            assertThat(report.score()).isEqualTo(report.maxScore());
            assertThat(report.cases()).hasSameSizeAs(reference.cases());
            for (int i = 0; i < reference.cases().size(); i++) {
                CaseResult expected = reference.cases().get(i);
                CaseResult actual = report.cases().get(i);
                assertThat(actual.id()).isEqualTo(expected.id());
                assertThat(actual.outcome()).as(actual.id()).isEqualTo(CaseOutcome.PASS);
                assertThat(actual.observed()).as(actual.id()).isEqualTo(expected.observed());
                assertThat(actual.expected()).as(actual.id()).isEqualTo(expected.expected());
            }
        }
        // The case after one that was mutated grades as if nothing happened: the grader's copy is untouched.
        assertThat(grade(CATALOGUE.resolve("correct/Reference.java")).withTimings(Map.of()))
                .isEqualTo(reference.withTimings(Map.of()));
    }

    private static GradingReport grade(Path source) throws IOException {
        return GRADER.grade(SUITE, Files.readAllBytes(source));
    }
}
