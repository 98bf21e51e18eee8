package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
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
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile steps aimed at the accounting API (the grader's provider, toolbox, ledger and reply), as
 * submissions to real worker JVMs: each gets the verdict its first line promises, none is an
 * internal error, and the pool still grades a correct step at the end.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@ProcessTest
class AccountingRedTeamThroughWorkersTest {

    private static final Suite SUITE = TestSuites.whole("ch03-unit-b");
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

    static Stream<Path> redTeam() {
        return Corpus.files("redteam-accounting");
    }

    @Order(0)
    @Test
    void theCorpusAimsAtEveryPartOfTheApi() {
        assertThat(redTeam().count()).isGreaterThanOrEqualTo(15);
    }

    @Order(1)
    @ParameterizedTest(name = "{0}")
    @MethodSource("redTeam")
    void everyHostileStepGetsItsPromisedVerdict(Path file) throws Exception {
        Expectation expected = Expectation.of(file);
        GradingReport report = pool.grade(SUITE, Files.readAllBytes(file));

        switch (expected.verdict()) {
            case REJECTED -> {
                assertThat(report.status()).isEqualTo(SubmissionStatus.REJECTED);
                assertThat(report.violations()).anySatisfy(v ->
                        assertThat(v.owner() + "#" + v.member()).isEqualTo(expected.detail()));
            }
            case TIMEOUT -> assertThat(report.cases()).extracting(CaseResult::outcome).contains(CaseOutcome.TIMEOUT);
            case MEMORY_LIMIT -> assertThat(report.cases()).extracting(CaseResult::outcome).contains(CaseOutcome.MEMORY_LIMIT);
            case ERROR -> assertThat(report.cases()).anySatisfy(c -> {
                assertThat(c.outcome()).isEqualTo(CaseOutcome.ERROR);
                assertThat(String.valueOf(c.observed())).endsWith(expected.detail());
            });
            case COMPILE_ERROR -> assertThat(report.status()).isEqualTo(SubmissionStatus.COMPILE_ERROR);
            default -> throw new IllegalStateException(file.getFileName() + ": no such verdict in this corpus: " + expected);
        }
        assertThat(report.status()).isNotEqualTo(SubmissionStatus.INTERNAL_ERROR);
        if (report.status() == SubmissionStatus.GRADED) {
            assertThat(report.score()).isLessThan(report.maxScore());
        }
    }

    @Order(2)
    @Test
    void thePoolStillGradesACorrectStepAfterTheWholeCorpus() throws Exception {
        Path reference = TestSuites.FOLDER.resolve("ch03-unit-b/catalogue/correct/Reference.java");

        GradingReport report = pool.grade(SUITE, Files.readAllBytes(reference));

        assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.score()).isEqualTo(report.maxScore()).isPositive();
    }
}
