package dev.boundedloop.grader.accounting;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.SourceCorpus;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.workers.WorkerPool;
import dev.boundedloop.grader.workers.WorkerPoolSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A corpus the suite has never been tuned on, kept out of grader-cases/: correct steps written in
 * unusual ways, and wrong ones, each graded by real worker JVMs with the verdict its first line
 * promises ({@code // expect: full}, {@code loses-points} or {@code passes-visible}).
 */
@ProcessTest
class AccountingCorpusThroughWorkersTest {

    private static final Path CORPUS = Path.of("src/test/resources/corpus/ch03-unit-b");
    private static final Suite SUITE = TestSuites.whole(UnitBSuiteTest.ASSIGNMENT);
    private static WorkerPool pool;

    @BeforeAll
    static void startPool() throws InterruptedException {
        pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(2).withJobTimeout(Duration.ofSeconds(60)));
        pool.awaitReady(Duration.ofSeconds(60));
    }

    @AfterAll
    static void stopPool() {
        pool.close();
    }

    static Stream<Path> corpus() {
        return SourceCorpus.sources(CORPUS);
    }

    @Test
    void theCorpusHoldsEveryKindOfVerdict() {
        List<String> expectations = corpus().map(SourceCorpus::expectation).toList();

        assertThat(expectations).contains("full", "loses-points", "passes-visible");
        assertThat(expectations).filteredOn("full"::equals).hasSizeGreaterThanOrEqualTo(4);
        assertThat(expectations).filteredOn("loses-points"::equals).hasSizeGreaterThanOrEqualTo(6);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void eachSourceGetsTheVerdictItPromises(Path file) throws Exception {
        String expectation = SourceCorpus.expectation(file);

        GradingReport report = pool.grade(SUITE, Files.readAllBytes(file));

        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        List<String> notPassed = report.cases().stream().filter(c -> c.outcome() != CaseOutcome.PASS)
                .map(c -> c.id() + " " + c.outcome() + ": " + c.message()).toList();
        switch (expectation) {
            case "full" -> {
                assertThat(notPassed).isEmpty();
                assertThat(report.score()).isEqualTo(report.maxScore());
            }
            case "loses-points" -> assertThat(report.score()).isLessThan(report.maxScore());
            case "passes-visible" -> {
                assertThat(report.score()).isLessThan(report.maxScore());
                assertThat(report.cases()).filteredOn(c -> c.visibility() == Visibility.VISIBLE)
                        .extracting(CaseResult::outcome).containsOnly(CaseOutcome.PASS);
            }
            default -> throw new IllegalArgumentException(file.getFileName() + ": unknown expectation " + expectation);
        }
    }

    @Test
    void theStarterThroughAWorkerNeedsWorkEverywhere() throws Exception {
        GradingReport report = pool.grade(SUITE, Files.readAllBytes(UnitBSuiteTest.FOLDER.resolve("Starter.java")));

        assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.score()).isZero();
        assertThat(report.cases()).extracting(CaseResult::outcome).containsOnly(CaseOutcome.NEEDS_WORK);
    }
}
