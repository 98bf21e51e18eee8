package dev.boundedloop.grader.sandbox;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GoldenReports;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.workers.WorkerPool;
import dev.boundedloop.grader.workers.WorkerPoolSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
 * The whole red-team and legal corpus as submissions to real worker JVMs: each gets the verdict its
 * first line promises in the report a learner would read, that report is byte for byte the one the
 * grader gave before assignments named their learner API ({@link GoldenReports}), and the pool is
 * still serving at the end. The files are graded two at a time, as a course's submissions are,
 * through the pool's two workers. The javac bombs are left to {@code WorkerPoolTest}, which holds
 * them to its watchdog: here the watchdog is long enough never to cut a report short, so that each
 * report is the whole one.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@ProcessTest
class CorpusThroughWorkersTest {

    private static final String ASSIGNMENT = "ch03-unit-a";
    private static final Suite SUITE = TestSuites.whole(ASSIGNMENT);

    /**
     * Where the report's verdict differs from the sandbox-level one on the file's first line: the
     * grader reports a learner exception by its class and getMessage and never calls its toString,
     * so a toString that never returns cannot even cost fuel.
     */
    private static final Map<String, Expectation> REPORT_VERDICTS = Map.of(
            "HostileToString.java", new Expectation(Expectation.Verdict.ERROR, "HostileToString$1"));
    private static WorkerPool pool;
    /** Every corpus file's report, graded two at a time (one a worker) while the tests read them in order. */
    private static final Map<Path, Future<GradingReport>> REPORTS = new ConcurrentHashMap<>();
    private static final Map<String, String> GOLDEN = GoldenReports.read();
    /** The digests graded here, written back when {@link GoldenReports#writing}. */
    private static final Map<String, String> GRADED = new ConcurrentHashMap<>();
    private static ExecutorService submitters;

    @BeforeAll
    static void startPoolAndSubmitTheCorpus() throws InterruptedException {
        pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(2).withJobTimeout(Duration.ofMinutes(10)));
        pool.awaitReady(Duration.ofSeconds(60));
        submitters = Executors.newFixedThreadPool(2);
        Stream.concat(redTeam(), legal()).forEach(file ->
                REPORTS.put(file, submitters.submit(() -> pool.grade(SUITE, Files.readAllBytes(file)))));
    }

    @AfterAll
    static void stopPool() {
        submitters.shutdownNow();
        pool.close();
        if (GoldenReports.writing()) {
            GoldenReports.rewrite(GRADED);
        }
    }

    private static GradingReport reportOf(Path file) throws Exception {
        return REPORTS.get(file).get();
    }

    static Stream<Path> redTeam() {
        return Corpus.files("redteam").filter(file -> Expectation.of(file).verdict() != Expectation.Verdict.COMPILE_BOUNDED);
    }

    static Stream<Path> legal() {
        return Corpus.files("legal");
    }

    @Order(1)
    @ParameterizedTest(name = "{0}")
    @MethodSource("redTeam")
    void everyHostileSourceGetsItsPromisedVerdict(Path file) throws Exception {
        Expectation expected = REPORT_VERDICTS.getOrDefault(file.getFileName().toString(), Expectation.of(file));
        GradingReport report = reportOf(file);

        switch (expected.verdict()) {
            case REJECTED -> {
                assertThat(report.status()).isEqualTo(SubmissionStatus.REJECTED);
                assertThat(report.violations()).anySatisfy(v ->
                        assertThat(v.owner() + "#" + v.member()).isEqualTo(expected.detail()));
            }
            case TIMEOUT -> assertThat(outcomes(report)).contains(CaseOutcome.TIMEOUT);
            case MEMORY_LIMIT -> assertThat(outcomes(report)).contains(CaseOutcome.MEMORY_LIMIT);
            case ERROR -> assertThat(report.cases()).anySatisfy(c -> {
                assertThat(c.outcome()).isEqualTo(CaseOutcome.ERROR);
                assertThat(String.valueOf(c.observed())).endsWith(expected.detail());
            });
            case OUTPUT_TRUNCATED -> assertThat(report.cases()).anySatisfy(c -> {
                // Flooding costs fuel, so the many-try properties may time out; a single decision still passes.
                assertThat(c.outcome()).isEqualTo(CaseOutcome.PASS);
                assertThat(c.stdout()).contains("[truncated]").hasSizeLessThan(2 * 4096 + 100);
            });
            case COMPILE_ERROR -> assertThat(report.status()).isEqualTo(SubmissionStatus.COMPILE_ERROR);
            case COMPILE_BOUNDED -> throw new AssertionError("javac bombs are WorkerPoolTest's");
        }
        assertThat(report.status()).isNotEqualTo(SubmissionStatus.INTERNAL_ERROR);
        assertIsTheGoldenReport(file, report);
    }

    @Order(2)
    @ParameterizedTest(name = "{0}")
    @MethodSource("legal")
    void everyLegalButUnusualSourceScoresFullMarks(Path file) throws Exception {
        GradingReport report = reportOf(file);

        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.cases()).filteredOn(c -> c.outcome() != CaseOutcome.PASS)
                .extracting(CaseResult::id, CaseResult::message).isEmpty();
        assertIsTheGoldenReport(file, report);
    }

    @Order(3)
    @Test
    void thePoolStillGradesAfterTheWholeCorpus() throws Exception {
        Path legal = legal().findFirst().orElseThrow();

        assertThat(pool.grade(SUITE, Files.readAllBytes(legal)).score()).isPositive();
    }

    private static void assertIsTheGoldenReport(Path file, GradingReport report) {
        String source = "src/test/resources/sandbox/" + file.getParent().getFileName() + "/" + file.getFileName();
        String digest = GoldenReports.digest(report);
        GRADED.put(source, digest);
        if (!GoldenReports.writing()) {
            assertThat(digest).as("the report of " + source + ":\n" + ReportJson.write(report)).isEqualTo(GOLDEN.get(source));
        }
    }

    private static List<CaseOutcome> outcomes(GradingReport report) {
        return report.cases().stream().map(CaseResult::outcome).toList();
    }
}
