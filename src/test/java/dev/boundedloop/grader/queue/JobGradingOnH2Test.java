package dev.boundedloop.grader.queue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.replicas.NewJobSignal;
import dev.boundedloop.grader.reports.ReportStorage;
import dev.boundedloop.grader.reports.ReportStore;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.storage.DatabaseKind;
import dev.boundedloop.grader.submission.NewSubmissions;
import dev.boundedloop.grader.submission.Submission;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * What a claimed job's grading ends in besides a grade. A job that already held workers for
 * max-grading-time over its claims is not graded again: its next claim stores an INTERNAL_ERROR report
 * that says so; below the limit it is graded as usual. A job whose submission the database lost is
 * ended, not handed back to fail again and again.
 */
@DataJpaTest
@Import({JobQueue.class, NewJobSignal.class, DatabaseKind.class, ReportStorage.class, NewSubmissions.class,
        QueueAndReportStoreContract.SystemClock.class})
@ProcessTest
@ServiceTest
class JobGradingOnH2Test {

    static final Instant T0 = Instant.parse("2026-01-05T10:00:00Z");
    static final Duration LEASE = Duration.ofSeconds(30);
    static final SuiteCatalog CATALOG = TestSuites.WHOLE;

    @Autowired JobQueue queue;
    @Autowired ReportStore reports;
    @Autowired NewSubmissions newSubmissions;
    @Autowired TransactionTemplate transactions;
    @Autowired JdbcClient jdbc;

    /** A job whose first claim was lost with its replica: the takeover is charged the 30 s lease. */
    private ClaimedJob takenOverAfterAReplicaDied() {
        byte[] starter = CATALOG.suite("ch03-unit-a").starterSource().getBytes(StandardCharsets.UTF_8);
        Submission s = new Submission(UUID.randomUUID(), "ch03-unit-a", new Caller("alice", Role.LEARNER, 1), starter,
                null, null, true, T0);
        newSubmissions.insert(s);
        queue.enqueue(s.id(), "alice", GradingJob.Kind.GRADE, T0);
        queue.claim("replica-a", 1, 1, T0, T0.plus(LEASE));
        Instant later = T0.plusSeconds(45);
        ClaimedJob job = queue.claim("replica-b", 1, 1, later, later.plus(LEASE)).get(0);
        assertThat(job.heldBefore()).isEqualTo(LEASE);
        return job;
    }

    private void grade(ClaimedJob job) {
        grade(job, Duration.ofMinutes(5));
    }

    private void grade(ClaimedJob job, Duration maxGradingTime) {
        QueueProperties properties = new QueueProperties(1, 1000, LEASE, Duration.ofSeconds(10),
                Duration.ofMillis(250), 3, 1, maxGradingTime, Duration.ofSeconds(5), Duration.ofSeconds(20), "replica-b");
        Clock clock = Clock.fixed(T0.plusSeconds(50), ZoneOffset.UTC);
        new JobGrading(new InProcessSubmissionGrader(SandboxedGrader.create(KindRegistry.KINDS)), new GradingsUnderWay(), CATALOG, queue, reports,
                transactions, new CompletionSignals(), new GradingMetrics(new SimpleMeterRegistry(), new QueueStats(jdbc, clock), java.util.List.of()),
                properties, clock).grade(job, "replica-b");
    }

    private String stored(ClaimedJob job, String column) {
        return jdbc.sql("SELECT " + column + " FROM reports WHERE job_id = :job").param("job", job.id())
                .query(String.class).single();
    }

    @Test
    void aJobThatHeldWorkersForTheLimitGetsAnInternalErrorInsteadOfAnotherTry() {
        ClaimedJob job = takenOverAfterAReplicaDied();

        grade(job, Duration.ofSeconds(30));

        assertThat(stored(job, "status")).isEqualTo("INTERNAL_ERROR");
        assertThat(ReportStorage.text(jdbc.sql("SELECT report_gz FROM reports WHERE job_id = :job").param("job", job.id())
                .query(byte[].class).single())).contains("Earlier tries held workers for 30 s", "may take 30 s");
    }

    @Test
    void aJobUnderTheLimitIsGraded() {
        ClaimedJob job = takenOverAfterAReplicaDied();

        grade(job, Duration.ofSeconds(31));

        assertThat(stored(job, "status")).isEqualTo("GRADED");
    }

    @Test
    @DirtiesContext // H2 commits the test's transaction at SET REFERENTIAL_INTEGRITY: its rows outlive the test
    void aJobWhoseSubmissionTheDatabaseLostIsEndedAsOrphanedAndLeavesTheQueue() {
        ClaimedJob job = takenOverAfterAReplicaDied();
        // What a SIGKILL mid-commit left once in H2's file: the job kept, its submission gone.
        jdbc.sql("SET REFERENTIAL_INTEGRITY FALSE").update();
        try {
            jdbc.sql("DELETE FROM submissions WHERE id = :id").param("id", job.submissionId()).update();
        } finally {
            jdbc.sql("SET REFERENTIAL_INTEGRITY TRUE").update();
        }

        grade(job);

        assertThat(jdbc.sql("SELECT state FROM grading_jobs WHERE id = :job").param("job", job.id())
                .query(String.class).single()).isEqualTo(JobQueue.ORPHANED);
        assertThat(queue.depth()).isZero();
        assertThat(queue.claim("replica-b", 1, 1, T0.plusSeconds(60), T0.plusSeconds(90))).isEmpty();
        assertThat(jdbc.sql("SELECT COUNT(*) FROM reports").query(Long.class).single()).isZero();
    }
}
