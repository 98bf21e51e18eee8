package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.TestSuites;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A submission too slow for the watchdog costs at most two workers, and the last try repeats no case
 * an earlier try finished: the old supervisor re-ran every case before the killing one on each
 * retry, so a source that was slow throughout was killed on every try and ended as an internal error.
 */
@ProcessTest
class RetryBoundTest {

    /** Correct, but every decision first recurses until the stack overflows: slow, within its fuel. */
    private static final byte[] SLOW_THROUGHOUT = """
            import dev.boundedloop.policy.*;
            public class SlowThroughout implements AdmissionPolicy {
                private static int dive(int depth) {
                    try {
                        return dive(depth + 1);
                    } catch (StackOverflowError bottom) {
                        return depth;
                    }
                }
                public Admission decide(AdmissionState s) {
                    dive(0);
                    if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;
                    return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : Admission.CALL;
                }
            }
            """.getBytes(StandardCharsets.UTF_8);

    private static WorkerPool pool;

    @BeforeAll
    static void startPool() throws InterruptedException {
        // A watchdog of 2 s needs warm workers, the replacements included: a cold compile and first cases alone
        // can take that long, and the test's other workers skip the warm-up.
        pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(1).withJobTimeout(Duration.ofSeconds(2))
                .withWarmUpRounds(WorkerPoolSettings.DEFAULT_WARM_UP_ROUNDS));
        pool.awaitReady(Duration.ofSeconds(90));
    }

    private static String restartsByCause() {
        return Arrays.stream(RestartCause.values()).map(cause -> cause.tag() + "=" + pool.restarts(cause))
                .collect(Collectors.joining(", "));
    }

    @AfterAll
    static void stopPool() {
        pool.close();
    }

    @Test
    void aSourceSlowInEveryCaseIsGradedAfterTwoWatchdogKillsWithTheRestTimedOut() {
        int killsBefore = pool.restarts(RestartCause.JOB_UNFINISHED);

        GradingReport report = pool.grade(TestSuites.whole("ch03-unit-a"), SLOW_THROUGHOUT);

        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.cases()).extracting(CaseResult::outcome).contains(CaseOutcome.PASS, CaseOutcome.TIMEOUT);
        // Two watchdog kills (jobs that ended without a report); the final try runs no learner code. Counted by
        // cause, with every cause in the message: a busy machine has shown one replacement more, of a cause unseen.
        assertThat(pool.restarts(RestartCause.JOB_UNFINISHED) - killsBefore)
                .as("workers replaced by cause: %s", restartsByCause()).isEqualTo(2);
    }
}
