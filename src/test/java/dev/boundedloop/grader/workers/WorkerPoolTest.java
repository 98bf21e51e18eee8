package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Real worker JVMs: grading through them, and surviving what kills them. */
@ProcessTest
class WorkerPoolTest {

    private static final String ASSIGNMENT = "ch03-unit-a";
    private static final Suite SUITE = TestSuites.whole(ASSIGNMENT);
    private static WorkerPool pool;

    @BeforeAll
    static void startPool() throws InterruptedException {
        pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(2));
        pool.awaitReady(Duration.ofSeconds(60));
    }

    @AfterAll
    static void stopPool() {
        pool.close();
    }

    static byte[] policy(String name, String decideBody) {
        return """
                import dev.boundedloop.policy.*;
                public class %s implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) {
                        %s
                    }
                }
                """.formatted(name, decideBody).getBytes(StandardCharsets.UTF_8);
    }

    static byte[] honest(int variant) {
        // Distinct sources that all implement the reference rule, or one of two wrong rules.
        String rule = switch (variant % 3) {
            case 0 -> "if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;"
                    + " if (s.spentCents() + s.nextCostCents() > s.budgetCents()) return Admission.MODEL_COST_LIMIT;"
                    + " return Admission.CALL;";
            case 1 -> "return s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;";
            default -> "if (s.spentCents() + s.nextCostCents() >= s.budgetCents()) return Admission.MODEL_COST_LIMIT;"
                    + " return s.usedCalls() > s.maxCalls() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;";
        };
        return policy("Honest" + variant, "int variant = " + variant + "; " + rule);
    }

    private static GradingReport withoutTimings(GradingReport report) {
        return report.withTimings(Map.of());
    }

    @Test
    void halfASurrogatePairInALearnersMessageCrossesTheWorkerProtocolIntact() throws Exception {
        byte[] source = Files.readAllBytes(Path.of("src/test/resources/sandbox/redteam/TerminalBidiMessage.java"));

        GradingReport inWorker = pool.grade(SUITE, source);
        GradingReport inProcess = dev.boundedloop.grader.grading.SandboxedGrader.create(KindRegistry.KINDS)
                .grade(SUITE, source);

        assertThat(inWorker.cases()).anySatisfy(c -> assertThat(c.message()).endsWith("\ud800"));
        assertThat(inWorker.cases()).extracting(CaseResult::message)
                .isEqualTo(inProcess.cases().stream().map(CaseResult::message).toList());
    }

    @Test
    void aWorkerGradesExactlyAsTheGraderDoesInProcess() {
        GradingReport inWorker = pool.grade(SUITE, honest(0));

        assertThat(inWorker.status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(inWorker.score()).isEqualTo(inWorker.maxScore());
        assertThat(withoutTimings(pool.grade(SUITE, honest(0)))).isEqualTo(withoutTimings(inWorker));
    }

    @Test
    void aWorkerKilledMidJobStillGivesTheJobItsCorrectVerdictAndThePoolRecovers() throws Exception {
        GradingReport expected = pool.grade(SUITE, honest(1));
        int restartsBefore = pool.restarts();

        CompletableFuture<GradingReport> graded = CompletableFuture.supplyAsync(() -> pool.grade(SUITE, honest(1)));
        while (pool.busyWorkers() == 0 && !graded.isDone()) {
            Thread.onSpinWait();
        }
        // kill -9 this pool's workers, busy and idle alike
        pool.workerPids().forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));

        assertThat(withoutTimings(graded.get())).isEqualTo(withoutTimings(expected));
        assertThat(withoutTimings(pool.grade(SUITE, honest(1)))).isEqualTo(withoutTimings(expected));
        // After the next job: on a loaded machine the first may finish before the kill, and an idle
        // worker's death is seen (and counted) only when it is next given a job.
        assertThat(pool.restarts()).isGreaterThan(restartsBefore);
    }

    @Test
    void aWorkerAtItsJobQuotaIsReplacedWithoutTheOldOneStoppingFirstOrThePoolGrowing() throws Exception {
        try (WorkerPool recycling = new WorkerPool(
                WorkerPoolSettings.defaults().withSize(1).withRecycleAfterJobs(2))) {
            recycling.awaitReady(Duration.ofSeconds(60));
            for (int i = 0; i < 6; i++) {
                assertThat(recycling.grade(SUITE, honest(i)).status()).isEqualTo(SubmissionStatus.GRADED);
                assertThat(recycling.workerPids()).hasSizeLessThanOrEqualTo(2);
            }
            assertThat(recycling.restarts()).isPositive();
        }
    }

    @Test
    void theFirstWorkersReachTheirQuotasApartSoTheirReplacementsDoNotWarmUpTogether() throws Exception {
        try (WorkerPool recycling = new WorkerPool(WorkerPoolSettings.defaults().withSize(2).withRecycleAfterJobs(4))) {
            recycling.awaitReady(Duration.ofSeconds(60));
            // One at a time, the two idle workers take turns: two jobs each, half of one's quota and the whole
            // of the other's spread quota.
            for (int i = 0; i < 4; i++) {
                assertThat(recycling.grade(SUITE, honest(i)).status()).isEqualTo(SubmissionStatus.GRADED);
            }
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (recycling.restarts(RestartCause.QUOTA) == 0 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }

            assertThat(recycling.restarts(RestartCause.QUOTA)).as("one worker replaced, the other still serving")
                    .isEqualTo(1);
        }
    }

    @Test
    void aPolicyThatExhaustsTheWorkersMemoryGetsMemoryLimitWithoutHurtingTheService() {
        GradingReport report = pool.grade(SUITE, policy("Hog", "long[] hog = new long[1 << 29]; return Admission.CALL;"));

        assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.score()).isZero();
        assertThat(report.cases()).allSatisfy(c -> assertThat(c.outcome()).isEqualTo(CaseOutcome.MEMORY_LIMIT));
    }

    @ParameterizedTest
    @CsvSource({"ConstantFoldingBomb, COMPILE_ERROR", "InferenceBomb, COMPILE_ERROR", "PlusChainBomb, GRADED"})
    void aJavacBombEndsWithinTheWatchdogAndThePoolServesTheNextJob(String bomb, SubmissionStatus expected)
            throws Exception {
        byte[] source = Files.readAllBytes(Path.of("src/test/resources/sandbox/redteam", bomb + ".java"));
        try (WorkerPool patient = new WorkerPool(
                WorkerPoolSettings.defaults().withSize(1).withJobTimeout(Duration.ofSeconds(20)))) {
            GradingReport report = patient.grade(SUITE, source);

            assertThat(report.status()).isEqualTo(expected);
            assertThat(patient.grade(SUITE, honest(2)).status()).isEqualTo(SubmissionStatus.GRADED);
        }
    }

    @Test
    void twentyConcurrentSubmissionsWithFiveHostileOnesLeaveTheHonestReportsUntouched() throws Exception {
        List<byte[]> honest = new ArrayList<>();
        List<GradingReport> alone = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            honest.add(honest(10 + i));
            alone.add(withoutTimings(pool.grade(SUITE, honest.get(i))));
        }
        List<byte[]> hostile = List.of(
                policy("Hog1", "long[] hog = new long[1 << 29]; return Admission.CALL;"),
                policy("Thrower", "throw new IllegalStateException(\"no\");"),
                policy("Nuller", "return null;"),
                policy("Deep", "return decide(s);"),
                "public class Broken {".getBytes(StandardCharsets.UTF_8));

        ExecutorService clients = Executors.newFixedThreadPool(20);
        try {
            List<Future<GradingReport>> honestReports = new ArrayList<>();
            List<Future<GradingReport>> hostileReports = new ArrayList<>();
            for (int i = 0; i < 15; i++) {
                byte[] source = honest.get(i);
                honestReports.add(clients.submit(() -> pool.grade(SUITE, source)));
                if (i % 3 == 0) {
                    byte[] bad = hostile.get(i / 3);
                    hostileReports.add(clients.submit(() -> pool.grade(SUITE, bad)));
                }
            }
            for (int i = 0; i < 15; i++) {
                assertThat(alone.get(i).status()).isEqualTo(SubmissionStatus.GRADED);
                assertThat(withoutTimings(honestReports.get(i).get())).isEqualTo(alone.get(i));
            }
            assertThat(hostileReports.get(0).get().cases()).allSatisfy(c -> assertThat(c.outcome()).isEqualTo(CaseOutcome.MEMORY_LIMIT));
            for (int i = 1; i < 4; i++) {
                GradingReport failing = hostileReports.get(i).get();
                assertThat(failing.score()).isZero();
                assertThat(failing.cases()).filteredOn(c -> c.category() != Category.PROPERTY)
                        .allSatisfy(c -> assertThat(c.outcome()).isEqualTo(CaseOutcome.ERROR));
            }
            assertThat(hostileReports.get(4).get().status()).isEqualTo(SubmissionStatus.COMPILE_ERROR);
        } finally {
            clients.shutdownNow();
        }
    }

    @Test
    void aGradingAbandonedByItsCallerMidJobCostsThePoolNoWorker() throws Exception {
        try (WorkerPool single = new WorkerPool(WorkerPoolSettings.defaults().withSize(1))) {
            single.awaitReady(Duration.ofSeconds(60));
            byte[] slow = policy("Slow", "long n = 0; for (int i = 0; i < 3_000_000; i++) { n += i; }"
                    + " return n < 0 ? Admission.MODEL_CALL_LIMIT : Admission.CALL;");
            CompletableFuture<Throwable> abandoned = new CompletableFuture<>();
            Thread caller = new Thread(() -> {
                try {
                    single.grade(SUITE, slow);
                    abandoned.complete(null);
                } catch (RuntimeException e) {
                    abandoned.complete(e);
                }
            });
            caller.start();
            while (single.busyWorkers() == 0 && caller.isAlive()) {
                Thread.onSpinWait();
            }
            caller.interrupt();

            assertThat(abandoned.get()).as("the caller gave up mid-job").isInstanceOf(IllegalStateException.class);
            assertThat(single.grade(SUITE, honest(3)).status()).isEqualTo(SubmissionStatus.GRADED);
            assertThat(single.restarts()).isEqualTo(1);
        }
    }
}
