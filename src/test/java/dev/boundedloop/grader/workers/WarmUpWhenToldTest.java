package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A service's first workers say they are ready before they warm up, and warm up only once told, between
 * jobs; they grade the same all along, and a worker started after the word warms up before its first job.
 */
@ProcessTest
class WarmUpWhenToldTest {

    private static final Suite SUITE = TestSuites.whole("ch03-unit-a");
    private static final Duration START = Duration.ofSeconds(90);
    private static final WorkerPoolSettings WARMING_WHEN_TOLD = WorkerPoolSettings.defaults().withSize(1)
            .withWarmUpRounds(1).withWarmUpWhenTold(true);

    @Test
    void theFirstWorkerIsReadyColdGradesColdAndWarmsUpOnlyOnceTold() throws InterruptedException {
        try (WorkerPool pool = new WorkerPool(WARMING_WHEN_TOLD)) {
            pool.awaitReady(START);
            assertThat(pool.idleWorkers()).isEqualTo(1);
            assertThat(pool.coldWorkers()).isEqualTo(1);

            GradingReport cold = pool.grade(SUITE, WorkerPoolTest.honest(0));
            assertThat(cold.status()).isEqualTo(SubmissionStatus.GRADED);
            assertThat(cold.score()).isEqualTo(cold.maxScore());
            // A worker that warmed up untold would have done so in the gaps between these jobs.
            for (int job = 0; job < 6; job++) {
                assertThat(withoutTimings(pool.grade(SUITE, WorkerPoolTest.honest(0)))).isEqualTo(withoutTimings(cold));
            }
            assertThat(pool.coldWorkers()).as("not told yet").isEqualTo(1);

            pool.warmUp();
            GradingReport duringTheWarmUp = pool.grade(SUITE, WorkerPoolTest.honest(0));
            awaitWarm(pool);
            GradingReport warm = pool.grade(SUITE, WorkerPoolTest.honest(0));

            assertThat(withoutTimings(duringTheWarmUp)).isEqualTo(withoutTimings(cold));
            assertThat(withoutTimings(warm)).isEqualTo(withoutTimings(cold));
            assertThat(pool.restarts()).as("the warm-up between jobs retired no worker").isZero();
        }
    }

    @Test
    void aWorkerStartedAfterTheWordIsWarmBeforeItTakesAJob() throws InterruptedException {
        try (WorkerPool pool = new WorkerPool(WARMING_WHEN_TOLD.withRecycleAfterJobs(1))) {
            pool.awaitReady(START);
            pool.warmUp();
            awaitWarm(pool);

            GradingReport first = pool.grade(SUITE, WorkerPoolTest.honest(1)); // the job quota: one
            awaitReplaced(pool);

            assertThat(pool.coldWorkers()).as("the replacement warmed up before it said it was ready").isZero();
            assertThat(withoutTimings(pool.grade(SUITE, WorkerPoolTest.honest(1)))).isEqualTo(withoutTimings(first));
        }
    }

    private static void awaitWarm(WorkerPool pool) throws InterruptedException {
        long deadline = System.nanoTime() + START.toNanos();
        while (pool.coldWorkers() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(pool.coldWorkers()).as("workers still cold after " + START).isZero();
    }

    /** Until the worker at its quota is gone and its replacement is idle. */
    private static void awaitReplaced(WorkerPool pool) throws InterruptedException {
        long deadline = System.nanoTime() + START.toNanos();
        while ((pool.restarts(RestartCause.QUOTA) == 0 || pool.workerPids().size() != 1 || pool.idleWorkers() != 1)
                && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(pool.restarts(RestartCause.QUOTA)).isEqualTo(1);
    }

    private static GradingReport withoutTimings(GradingReport report) {
        return report.withTimings(Map.of());
    }
}
