package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A poisoning submission followed by an honest one on the same warm worker: the honest report must
 * equal the one a worker that never saw the poison gives. Each pool has one worker, so the victim
 * runs where the poison ran unless the pool retired that worker.
 */
@ProcessTest
class WarmWorkerIsolationTest {

    private static final String ASSIGNMENT = "ch03-unit-a";
    private static final Suite SUITE = TestSuites.whole(ASSIGNMENT);
    private static final Path RED_TEAM = Path.of("src/test/resources/sandbox/redteam");
    private static final Path ISOLATION = Path.of("src/test/resources/sandbox/isolation");
    private static final Path REFERENCE = TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java");

    private static WorkerPool shared;
    private static WorkerPool neverPoisoned;

    @BeforeAll
    static void startPools() throws InterruptedException {
        // No kept compiles: each victim must be compiled by the javac context the poison ran through.
        WorkerPoolSettings oneWorker = WorkerPoolSettings.defaults().withSize(1).withJobTimeout(Duration.ofSeconds(60))
                .withCompileCacheBytes(0);
        shared = new WorkerPool(oneWorker);
        neverPoisoned = new WorkerPool(oneWorker);
        shared.awaitReady(Duration.ofSeconds(90));
        neverPoisoned.awaitReady(Duration.ofSeconds(90));
    }

    @AfterAll
    static void stopPools() {
        shared.close();
        neverPoisoned.close();
    }

    @ParameterizedTest(name = "{0} then {1}")
    @CsvSource({
        // a signature too long for the constant pool broke javac's reused class writer for later compiles
        "redteam/ConstantPoolSignature.java, catalogue/Reference.java",
        // a declared package stayed known to the reused javac context, importable by the next learner
        "isolation/DeclaresAPackage.java, isolation/ImportsAnotherLearnersPackage.java",
        // javac's context pool overflowed the stack walking a deeply nested tree, outside javac's guard
        // (such sources are now refused before javac, at a fixed nesting limit)
        "redteam/DeepArrayInitialiser.java, catalogue/Reference.java",
        // a swallowed stack overflow may have struck inside a JDK class's initialiser
        "isolation/CatchesOneStackOverflow.java, isolation/UsesTheJdkWidely.java",
        // fuel and memory aborts no longer retire a worker: they are thrown in learner frames only
        "redteam/InfiniteLoop.java, isolation/UsesTheJdkWidely.java",
        "redteam/ArrayHoarding.java, isolation/UsesTheJdkWidely.java",
    })
    void theVictimGetsTheReportItGetsOnAWorkerThatNeverSawThePoison(String poison, String victim) throws IOException {
        GradingReport fresh = neverPoisoned.grade(SUITE, source(victim));

        shared.grade(SUITE, source(poison));
        GradingReport afterPoison = shared.grade(SUITE, source(victim));

        assertThat(withoutTimings(afterPoison)).isEqualTo(withoutTimings(fresh));
    }

    /** A service's first worker warms up between its first jobs: the warm-up's gradings run after the poison. */
    @ParameterizedTest(name = "{0}, a warm-up, then {1}")
    @CsvSource({
        "redteam/ConstantPoolSignature.java, catalogue/Reference.java",
        "isolation/DeclaresAPackage.java, isolation/ImportsAnotherLearnersPackage.java",
    })
    void aWarmUpBetweenThePoisonAndTheVictimChangesNothingForTheVictim(String poison, String victim) throws Exception {
        GradingReport fresh = neverPoisoned.grade(SUITE, source(victim));
        WorkerPoolSettings warmingWhenTold = WorkerPoolSettings.defaults().withSize(1)
                .withJobTimeout(Duration.ofSeconds(60)).withCompileCacheBytes(0).withWarmUpWhenTold(true);
        try (WorkerPool startingService = new WorkerPool(warmingWhenTold)) {
            startingService.awaitReady(Duration.ofSeconds(90));

            startingService.warmUp(); // just before the poison: all but at most one warm-up grading come after it
            startingService.grade(SUITE, source(poison));
            long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
            while (startingService.coldWorkers() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(startingService.coldWorkers()).as("warmed up after the poison").isZero();
            GradingReport afterPoison = startingService.grade(SUITE, source(victim));

            assertThat(withoutTimings(afterPoison)).isEqualTo(withoutTimings(fresh));
        }
    }

    @Test
    void aPackageDeclaredByOneLearnerCannotBeImportedByTheNext() throws IOException {
        shared.grade(SUITE, source("isolation/DeclaresAPackage.java"));

        GradingReport prober = shared.grade(SUITE, source("isolation/ImportsAnotherLearnersPackage.java"));

        assertThat(prober.status()).isEqualTo(SubmissionStatus.COMPILE_ERROR);
        assertThat(prober.diagnostics()).anySatisfy(d -> assertThat(d.message()).contains("secretpkg"));
    }

    @Test
    void aSourceTooDeepForJavacIsTheLearnersCompileErrorOnOneWorker() throws IOException {
        int restartsBefore = shared.restarts();

        GradingReport report = shared.grade(SUITE, source("redteam/DeepArrayInitialiser.java"));

        assertThat(report.status()).isEqualTo(SubmissionStatus.COMPILE_ERROR);
        assertThat(report.diagnostics()).singleElement().satisfies(d -> assertThat(d.message()).contains("nests too deeply"));
        assertThat(shared.restarts() - restartsBefore).as("workers replaced").isLessThanOrEqualTo(1);
    }

    @Test
    void aWorkerThatSawARealStackOverflowIsRetiredEvenWhenTheReportLooksClean() throws Exception {
        int restartsBefore = shared.restarts();

        GradingReport report = shared.grade(SUITE, source("isolation/CatchesOneStackOverflow.java"));

        assertThat(report.score()).isEqualTo(report.maxScore());
        assertThat(shared.restarts()).isEqualTo(restartsBefore + 1);
    }

    @Test
    void runningOutOfFuelOrMemoryCostsNoWorker() throws Exception {
        int restartsBefore = shared.restarts();

        GradingReport spinning = shared.grade(SUITE, source("redteam/InfiniteLoop.java"));
        GradingReport hoarding = shared.grade(SUITE, source("redteam/ArrayHoarding.java"));

        assertThat(spinning.cases()).extracting(CaseResult::outcome).contains(CaseOutcome.TIMEOUT);
        assertThat(hoarding.cases()).extracting(CaseResult::outcome).contains(CaseOutcome.MEMORY_LIMIT);
        assertThat(shared.restarts()).isEqualTo(restartsBefore);
    }

    @Test
    void errorsAPolicyThrowsByHandAreItsOwnAndCostNoWorker() throws Exception {
        int restartsBefore = shared.restarts();

        GradingReport overflow = shared.grade(SUITE, source("redteam/HandThrownStackOverflow.java"));
        GradingReport memory = shared.grade(SUITE, source("redteam/HandThrownOutOfMemory.java"));

        assertThat(overflow.cases()).allSatisfy(c -> assertThat(c.observed()).isEqualTo("java.lang.StackOverflowError"));
        assertThat(memory.cases()).extracting(CaseResult::outcome).containsOnly(CaseOutcome.ERROR);
        assertThat(memory.cases()).allSatisfy(c -> assertThat(c.message()).contains("java.lang.OutOfMemoryError"));
        assertThat(shared.restarts()).isEqualTo(restartsBefore);
    }

    private static byte[] source(String name) throws IOException {
        String file = name.substring(name.indexOf('/') + 1);
        Path path = name.startsWith("redteam/") ? RED_TEAM.resolve(file)
                : name.startsWith("catalogue/") ? REFERENCE.resolveSibling(file) : ISOLATION.resolve(file);
        return Files.readAllBytes(path);
    }

    private static GradingReport withoutTimings(GradingReport report) {
        return report.withTimings(Map.of());
    }
}
