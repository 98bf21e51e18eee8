package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What the supervisor makes of a worker that graded every case and then failed at sending the
 * report, with workers that grade for real and fail as {@link MisbehavingWorkerMain} says. The
 * finished cases keep their outcomes (none is blamed for a death after the last case), a report over
 * the frame limit is the learner's verdict with a message and is not tried again, and a worker the
 * supervisor killed itself is logged as such, not as killed from outside.
 */
@ProcessTest
class ReportFailuresBlameTest {

    private static final Suite SUITE = TestSuites.whole("l01-agent-loop");
    private static final Path CORRECT = TestSuites.FOLDER.resolve("l01-agent-loop/catalogue/correct/Reference.java");
    /** On this JVM's class path, which alone holds the misbehaving worker (a test class). */
    private static final WorkerPoolSettings SETTINGS = WorkerPoolSettings.defaults().withSize(1)
            .withJobTimeout(Duration.ofSeconds(60)).withClassPath(JvmCommand.classPath());

    private final List<String> logged = new CopyOnWriteArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            logged.add(record.getMessage());
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @BeforeEach
    void listen() {
        Logger.getLogger(WorkerPool.class.getName()).addHandler(handler);
    }

    @AfterEach
    void stopListening() {
        Logger.getLogger(WorkerPool.class.getName()).removeHandler(handler);
    }

    @Test
    void aWorkerThatRunsOutOfMemorySendingTheReportCostsNoCaseItsOutcome() throws Exception {
        try (WorkerPool pool = pool("oom")) {
            GradingReport report = pool.grade(SUITE, Files.readAllBytes(CORRECT));

            assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
            assertThat(report.cases()).extracting(CaseResult::outcome).containsOnly(CaseOutcome.PASS);
            assertThat(report.score()).isEqualTo(report.maxScore());
            assertThat(report.cases()).hasSize(SUITE.cases().size());
            // The first try sent no case; the second sent each, and its death left them all finished.
            assertThat(pool.restarts()).isEqualTo(2);
            assertThat(logged).anySatisfy(line -> assertThat(line)
                    .contains("ran out of memory (exit 3) after the last case, while it sent the report"));
        }
    }

    @Test
    void aReportOverTheFrameLimitIsTheLearnersVerdictWithAMessageAndIsNotTriedAgain() throws Exception {
        try (WorkerPool pool = pool("oversized")) {
            GradingReport report = pool.grade(SUITE, Files.readAllBytes(CORRECT));

            assertThat(report.status()).isEqualTo(SubmissionStatus.INVALID);
            assertThat(report.message()).contains("made a report larger than the 32 MB a grading worker may send (" + (32 * 1024 * 1024 + 1024) + " bytes)")
                    .doesNotContain("not your fault");
            // One worker retired, for the baseline it may keep; a retry would have cost a second one.
            assertThat(pool.restarts()).isEqualTo(1);
            assertThat(logged).noneSatisfy(line -> assertThat(line).contains("killed from outside"));
        }
    }

    @Test
    void aWorkerTheSupervisorKilledForBreakingTheProtocolIsLoggedAsSuchNotAsKilledFromOutside() throws Exception {
        try (WorkerPool pool = pool("corrupt")) {
            GradingReport report = pool.grade(SUITE, Files.readAllBytes(CORRECT));

            assertThat(logged).anySatisfy(line -> assertThat(line)
                    .contains("was killed by its supervisor because its protocol broke: corrupt frame: bad magic"));
            assertThat(logged).noneSatisfy(line -> assertThat(line).contains("killed from outside"));
            // Both deaths came after the last case: the cases the retry sent make the report.
            assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
            assertThat(report.score()).isEqualTo(report.maxScore());
        }
    }

    private static WorkerPool pool(String misbehaviour) throws InterruptedException {
        WorkerPool pool = new WorkerPool(SETTINGS, MisbehavingWorkerMain.start(misbehaviour));
        pool.awaitReady(Duration.ofSeconds(90));
        return pool;
    }
}
