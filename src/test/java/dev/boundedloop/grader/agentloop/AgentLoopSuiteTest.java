package dev.boundedloop.grader.agentloop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HiddenCaseSecrets;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.grading.SuiteCheck;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopPropertyCase;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopReferenceTranscripts;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopScenario;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/**
 * The l01-agent-loop suite against its own catalogue, through the whole in-process sandbox: the
 * reference loop passes every case, every correct loop scores full marks, every wrong one loses
 * points (those marked passes-visible only on hidden cases), and the starter earns nothing.
 */
@ProcessTest
class AgentLoopSuiteTest {

    static final String ASSIGNMENT = "l01-agent-loop";
    static final Path FOLDER = TestSuites.FOLDER.resolve(ASSIGNMENT);

    private static final Suite SUITE = TestSuites.whole(ASSIGNMENT);
    private static final SubmissionGrader GRADER = new InProcessSubmissionGrader(SandboxedGrader.create(KindRegistry.KINDS));

    @Test
    void theSuiteHoldsAgainstItsCatalogue() {
        SuiteCheck.Result result = SuiteCheck.check(KindRegistry.KINDS, SUITE, SuiteBundle.fromDirectory(FOLDER.resolve("catalogue")).files(), GRADER);

        assertThat(result.problems()).isEmpty();
        assertThat(result.findings().stream().filter(f -> !f.holds()).map(f -> f.policy() + ": " + f.problem())).isEmpty();
        assertThat(result.findings()).filteredOn(f -> f.expectation().equals("full")).hasSizeGreaterThanOrEqualTo(8);
        assertThat(result.findings()).filteredOn(f -> f.expectation().equals("loses-points")).hasSizeGreaterThanOrEqualTo(14);
        // Bugs the lesson's four tests miss, which only the hidden cases catch.
        assertThat(result.findings()).filteredOn(f -> f.expectation().equals("passes-visible")).hasSizeGreaterThanOrEqualTo(10);
        assertThat(result.holds()).isTrue();
    }

    @Test
    void theReferenceLoopPassesEveryCase() throws Exception {
        GradingReport report = GRADER.grade(SUITE, Files.readAllBytes(FOLDER.resolve("catalogue/correct/Reference.java")));

        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.cases()).hasSize(SUITE.cases().size());
        assertThat(report.cases()).filteredOn(c -> c.outcome() != CaseOutcome.PASS)
                .extracting(CaseResult::id, CaseResult::message).isEmpty();
        assertThat(report.score()).isEqualTo(report.maxScore()).isEqualTo(SUITE.maxScore());
    }

    @Test
    void theStarterScoresNothingAndEveryCaseNeedsWork() {
        GradingReport report = GRADER.grade(SUITE, SUITE.starterSource().getBytes(StandardCharsets.UTF_8));

        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.score()).isZero();
        assertThat(report.cases()).hasSize(SUITE.cases().size())
                .allSatisfy(c -> assertThat(c.outcome()).as(c.id()).isEqualTo(CaseOutcome.NEEDS_WORK));
    }

    @Test
    void theLessonsFourTestsAreTheVisibleCasesAndTheRestIsHidden() {
        List<SuiteCase> visible = SUITE.cases().stream().filter(c -> c.header().visibility() == Visibility.VISIBLE).toList();

        assertThat(visible).extracting(c -> c.header().id()).containsExactly("stops-on-end-turn",
                "hits-max-turns-when-model-never-stops", "transcript-alternates-user-assistant", "on-step-fires-once-per-turn");
        assertThat(SUITE.cases()).filteredOn(hidden(AgentLoopScenario.class)).hasSizeGreaterThanOrEqualTo(20);
        assertThat(SUITE.cases()).filteredOn(hidden(AgentLoopPropertyCase.class)).isNotEmpty();
    }

    @Test
    void aWrongLoopsPropertyFailureShowsItsShrunkRun() throws Exception {
        GradingReport report = GRADER.grade(SUITE, Files.readAllBytes(FOLDER.resolve("catalogue/wrong/StopsOnAnyNonContinue.java")));

        CaseResult property = report.cases().stream().filter(c -> c.id().equals("loop-property-hidden")).findFirst().orElseThrow();
        assertThat(property.outcome()).isEqualTo(CaseOutcome.FAIL);
        assertThat(property.message()).contains("disagreed with the reference loop; shrunk in ");
        assertThat(String.valueOf(property.input())).contains("counterexample");
    }

    @Test
    void gradingTheSameLoopTwiceGivesTheSameReportApartFromTimings() throws Exception {
        byte[] wrong = Files.readAllBytes(FOLDER.resolve("catalogue/wrong/SharedMutableSnapshot.java"));

        GradingReport first = GRADER.grade(SUITE, wrong).withTimings(Map.of());
        GradingReport second = GRADER.grade(SUITE, wrong).withTimings(Map.of());

        assertThat(ReportJson.write(second)).isEqualTo(ReportJson.write(first));
        assertThat(first.score()).isLessThan(first.maxScore());
    }

    @Test
    void aLearnersTranscriptCanBeReadBesideTheReferenceRunItWasJudgedAgainst() throws Exception {
        GradingReport report = GRADER.grade(SUITE, Files.readAllBytes(FOLDER.resolve("catalogue/wrong/NoContinueNudge.java")));
        String caseId = "transcript-alternates-user-assistant";

        CaseTranscript mine = report.transcripts().stream().filter(t -> t.caseId().equals(caseId)).findFirst().orElseThrow();
        CaseTranscript reference = AgentLoopReferenceTranscripts.of(SUITE, caseId).orElseThrow();

        assertThat(reference.messages()).extracting(m -> m.get("role")).containsExactly(
                "system", "user", "assistant", "user", "assistant", "user", "assistant");
        assertThat(mine.messages()).extracting(m -> m.get("role")).containsExactly(
                "system", "user", "assistant", "assistant", "assistant");
        assertThat(AgentLoopReferenceTranscripts.of(SUITE, "no-such-case")).isEmpty();
    }

    @Test
    void theLearnersViewOfAWrongLoopsReportHoldsNoHiddenRunsTextsFailuresOrSeed() throws Exception {
        GradingReport report = GRADER.grade(SUITE, Files.readAllBytes(FOLDER.resolve("catalogue/wrong/SwallowsModelErrors.java")));
        StringBuilder visiblePart = new StringBuilder();
        SuiteBundle.fromDirectory(FOLDER).files().forEach((name, bytes) -> {
            if (!name.contains("/") && !name.endsWith("-hidden.json")) {
                visiblePart.append(new String(bytes, StandardCharsets.UTF_8)).append('\n');
            }
        });
        HiddenCaseSecrets secrets = HiddenCaseSecrets.of(SUITE).notIn(visiblePart.toString());

        assertThat(report.cases()).filteredOn(c -> c.visibility() == Visibility.HIDDEN && c.outcome() != CaseOutcome.PASS)
                .isNotEmpty();
        assertThat(secrets.foundIn(ReportJson.write(report.forLearner()))).isEmpty();
        // The search is shown to work: the whole report holds hidden texts, failures and the property's seed.
        assertThat(secrets.foundIn(ReportJson.write(report))).anyMatch(found -> found.contains("model failure"))
                .anyMatch(found -> found.contains("reply")).anyMatch(found -> found.contains("seed"));
    }

    private static Predicate<SuiteCase> hidden(Class<?> kind) {
        return c -> kind.isInstance(c) && c.header().visibility() == Visibility.HIDDEN;
    }
}
