package dev.boundedloop.grader.agentloop;

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
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
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
 * Submissions to l01-agent-loop as real worker JVMs grade them: a hidden corpus of correct-but-
 * unusual and wrong loops gets the verdict each file's first line expects, every hostile source
 * aimed at the agent-loop API gets its promised verdict without taking a worker down, and the pool
 * still grades at the end.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@ProcessTest
class AgentLoopThroughWorkersTest {

    private static final Suite SUITE = TestSuites.whole(AgentLoopSuiteTest.ASSIGNMENT);
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
        return sources("/corpus/l01-agent-loop");
    }

    static Stream<Path> redTeam() {
        return sources("/sandbox/redteam-agentloop");
    }

    @Test
    @Order(0)
    void theCorpusAndTheRedTeamAreLargeEnoughToMeanSomething() {
        assertThat(corpus().filter(f -> SourceCorpus.expectation(f).equals("full"))).hasSizeGreaterThanOrEqualTo(6);
        assertThat(corpus().filter(f -> !SourceCorpus.expectation(f).equals("full"))).hasSizeGreaterThanOrEqualTo(8);
        assertThat(redTeam()).hasSizeGreaterThanOrEqualTo(12);
    }

    @Order(1)
    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void everyCorpusLoopGetsItsExpectedVerdict(Path file) throws Exception {
        String expected = SourceCorpus.expectation(file);
        GradingReport report = pool.grade(SUITE, Files.readAllBytes(file));

        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        List<CaseResult> notPassed = report.cases().stream().filter(c -> c.outcome() != CaseOutcome.PASS).toList();
        switch (expected) {
            case "full" -> assertThat(notPassed).extracting(CaseResult::id, CaseResult::message).isEmpty();
            case "loses-points" -> assertThat(report.score()).isLessThan(report.maxScore());
            case "passes-visible" -> {
                assertThat(report.score()).isLessThan(report.maxScore());
                assertThat(notPassed).extracting(CaseResult::visibility).containsOnly(Visibility.HIDDEN);
            }
            default -> throw new IllegalArgumentException(file.getFileName() + ": unknown expectation '" + expected + "'");
        }
    }

    @Order(2)
    @ParameterizedTest(name = "{0}")
    @MethodSource("redTeam")
    void everyHostileLoopGetsItsPromisedVerdict(Path file) throws Exception {
        String[] expected = SourceCorpus.expectation(file).split("\\s+", 2);
        String detail = expected.length > 1 ? expected[1] : "";
        GradingReport report = pool.grade(SUITE, Files.readAllBytes(file));

        List<CaseOutcome> outcomes = report.cases().stream().map(CaseResult::outcome).toList();
        switch (expected[0]) {
            case "REJECTED" -> {
                assertThat(report.status()).isEqualTo(SubmissionStatus.REJECTED);
                assertThat(report.violations()).anySatisfy(v -> assertThat(v.owner() + "#" + v.member()).isEqualTo(detail));
            }
            case "TIMEOUT" -> assertThat(outcomes).as(report.message()).contains(CaseOutcome.TIMEOUT);
            case "MEMORY_LIMIT" -> assertThat(outcomes).as(report.message()).contains(CaseOutcome.MEMORY_LIMIT);
            case "ERROR" -> assertThat(report.cases()).anySatisfy(c -> {
                assertThat(c.outcome()).isEqualTo(CaseOutcome.ERROR);
                assertThat(String.valueOf(c.observed())).isEqualTo(detail);
            });
            case "FAILS" -> {
                assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
                assertThat(report.score()).isLessThan(report.maxScore());
                assertThat(outcomes).doesNotContain(CaseOutcome.TIMEOUT, CaseOutcome.MEMORY_LIMIT);
            }
            default -> throw new IllegalArgumentException(file.getFileName() + ": unknown verdict " + expected[0]);
        }
        assertThat(report.status()).isNotEqualTo(SubmissionStatus.INTERNAL_ERROR);
    }

    @Order(3)
    @Test
    void thePoolStillGradesAfterEveryHostileLoop() throws Exception {
        Path reference = AgentLoopSuiteTest.FOLDER.resolve("catalogue/correct/Reference.java");

        GradingReport report = pool.grade(SUITE, Files.readAllBytes(reference));

        assertThat(report.score()).isEqualTo(report.maxScore()).isPositive();
    }

    private static Stream<Path> sources(String folder) {
        try {
            Path directory = Path.of(AgentLoopThroughWorkersTest.class.getResource(folder).toURI());
            try (Stream<Path> listing = Files.list(directory)) {
                return listing.filter(p -> p.toString().endsWith(".java")).sorted().toList().stream();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
