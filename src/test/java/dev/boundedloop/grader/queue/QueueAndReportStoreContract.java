package dev.boundedloop.grader.queue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.hashing.Sha256;
import dev.boundedloop.grader.replicas.NewJobSignal;
import dev.boundedloop.grader.reports.CaseSets;
import dev.boundedloop.grader.reports.ReportStorage;
import dev.boundedloop.grader.reports.ReportStore;
import dev.boundedloop.grader.reports.ReportSummary;
import dev.boundedloop.grader.reports.SampleReports;
import dev.boundedloop.grader.reports.SharedSetsBackfill;
import dev.boundedloop.grader.reports.StoredReport;
import dev.boundedloop.grader.reports.StoredReportRepository;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.storage.DatabaseKind;
import dev.boundedloop.grader.submission.NewSubmissions;
import dev.boundedloop.grader.submission.Submission;
import dev.boundedloop.grader.submission.SubmissionRepository;
import jakarta.persistence.EntityManager;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.persistence.autoconfigure.PersistenceExceptionTranslationAutoConfiguration;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.databind.json.JsonMapper;

/**
 * The queue's claims and leases and the report store, run on H2 and on PostgreSQL by subclasses.
 * Transactional here as well: inherited test methods do not see the subclass's @DataJpaTest.
 */
@Transactional
@Import({JobQueue.class, NewJobSignal.class, DatabaseKind.class, ReportStorage.class,
        SharedSetsBackfill.class, NewSubmissions.class, StrandedSubmissions.class, QueueAndReportStoreContract.SystemClock.class})
@ImportAutoConfiguration(PersistenceExceptionTranslationAutoConfiguration.class)
abstract class QueueAndReportStoreContract {

    static final Instant T0 = Instant.parse("2026-01-05T10:00:00Z");

    @TestConfiguration(proxyBeanMethods = false)
    static class SystemClock {
        @Bean
        Clock clock() {
            return Clock.systemUTC();
        }
    }
    static final Duration LEASE = Duration.ofSeconds(30);

    @Autowired JobQueue queue;
    @Autowired ReportStore store;
    @Autowired SubmissionRepository submissions;
    @Autowired NewSubmissions newSubmissions;
    @Autowired StoredReportRepository reports;
    @Autowired JdbcClient jdbc;
    @Autowired CaseSets caseSets;
    @Autowired SharedSetsBackfill backfill;
    @Autowired EntityManager entities;
    @Autowired StrandedSubmissions stranded;

    /** As intake stores a gradable submission. */
    private UUID submit(String learner, Instant at) {
        Submission s = new Submission(UUID.randomUUID(), "ch03-unit-a", new Caller(learner, Role.LEARNER, 1),
                "class P {}".getBytes(StandardCharsets.UTF_8), null, null, true, at);
        newSubmissions.insert(s);
        queue.enqueue(s.id(), learner, GradingJob.Kind.GRADE, at);
        return s.id();
    }

    private List<ClaimedJob> claim(String owner, int max, Instant now) {
        return queue.claim(owner, max, 1, now, now.plus(LEASE));
    }

    private String status(UUID submission) {
        return jdbc.sql("SELECT status FROM submissions WHERE id = :id").param("id", submission).query(String.class).single();
    }

    @Test
    void aClaimedJobIsNotClaimedAgainWhileItsLeaseHolds() {
        UUID submission = submit("alice", T0);

        List<ClaimedJob> first = claim("replica-a", 5, T0);
        List<ClaimedJob> second = claim("replica-b", 5, T0.plusSeconds(29));

        assertThat(first).singleElement().satisfies(job -> {
            assertThat(job.submissionId()).isEqualTo(submission);
            assertThat(job.attempts()).isEqualTo(1);
        });
        assertThat(second).isEmpty();
        assertThat(status(submission)).isEqualTo("RUNNING");
        assertThat(queue.depth()).isEqualTo(1);
    }

    /** As a service killed while H2 wrote intake's commit has left it: the submission without its job. */
    @Test
    void aSubmissionWaitingWithoutAJobIsQueuedAgainAndOnlyThat() {
        Submission jobless = new Submission(UUID.randomUUID(), "ch03-unit-a", new Caller("bob", Role.LEARNER, 1),
                "class P {}".getBytes(StandardCharsets.UTF_8), null, null, true, T0);
        newSubmissions.insert(jobless);
        UUID queued = submit("alice", T0);
        UUID running = submit("carol", T0);
        claim("replica-a", 2, T0);

        assertThat(stranded.requeue()).isEqualTo(1);

        assertThat(jobs(jobless.id())).containsExactly("QUEUED");
        assertThat(jobs(queued)).hasSize(1);
        assertThat(jobs(running)).hasSize(1);
        assertThat(claim("replica-b", 5, T0.plusSeconds(1))).extracting(ClaimedJob::submissionId)
                .contains(jobless.id());
        assertThat(stranded.requeue()).isZero();
    }

    private List<String> jobs(UUID submission) {
        return jdbc.sql("SELECT state FROM grading_jobs WHERE submission_id = :id").param("id", submission)
                .query(String.class).list();
    }

    @Test
    void aClaimedJobReadsTheSourceItGrades() {
        UUID submission = submit("alice", T0);

        GradingInput input = queue.input(claim("replica-a", 1, T0).get(0)).orElseThrow();

        assertThat(input.submissionId()).isEqualTo(submission);
        assertThat(input.assignment()).isEqualTo("ch03-unit-a");
        assertThat(new String(input.source(), StandardCharsets.UTF_8)).isEqualTo("class P {}");
        assertThat(input.submittedAt()).isEqualTo(T0);
    }

    @Test
    void aJobWhoseLeaseRanOutIsTakenOverAndOnlyTheNewOwnerMayFinishIt() {
        submit("alice", T0);
        ClaimedJob job = claim("replica-a", 1, T0).get(0);

        List<ClaimedJob> takenOver = claim("replica-b", 1, T0.plus(LEASE).plusSeconds(1));

        assertThat(takenOver).singleElement().satisfies(j -> assertThat(j.attempts()).isEqualTo(2));
        assertThat(queue.finish(job.id(), "replica-a", T0.plusSeconds(40))).isFalse();
        assertThat(queue.finish(job.id(), "replica-b", T0.plusSeconds(40))).isTrue();
        assertThat(queue.depth()).isZero();
    }

    @Test
    void aHeartbeatKeepsTheLeaseAlive() {
        submit("alice", T0);
        long job = claim("replica-a", 1, T0).get(0).id();

        assertThat(queue.heartbeat("replica-a", List.of(job), T0.plusSeconds(20).plus(LEASE))).isEqualTo(1);

        assertThat(claim("replica-b", 1, T0.plus(LEASE).plusSeconds(1))).isEmpty();
    }

    @Test
    void releasedJobsAreQueuedAgainWithoutCountingAnAttempt() {
        submit("alice", T0);
        claim("replica-a", 1, T0);

        assertThat(queue.release("replica-a", T0.plusSeconds(1))).isEqualTo(1);

        assertThat(claim("replica-b", 1, T0.plusSeconds(1))).singleElement()
                .satisfies(job -> assertThat(job.attempts()).isEqualTo(1));
    }

    @Test
    void claimsTakeTheOldestJobsFirstAndNoMoreThanAsked() {
        UUID first = submit("alice", T0);
        UUID second = submit("bob", T0.plusSeconds(1));
        submit("carol", T0.plusSeconds(2));

        List<ClaimedJob> claimed = claim("replica-a", 2, T0.plusSeconds(3));

        assertThat(claimed).extracting(ClaimedJob::submissionId).containsExactly(first, second);
        assertThat(queue.depth()).isEqualTo(3);
    }

    @Test
    void aStoredReportReadsBackWholeAndBecomesTheSubmissionsCurrentReport() {
        UUID submission = submit("alice", T0);
        ClaimedJob job = claim("replica-a", 1, T0).get(0);
        GradingReport report = SampleReports.graded(3, "1");

        long reportId = store.store(submission, job.id(), "GRADE", report, T0.plusSeconds(1));

        StoredReport stored = reports.findById(reportId).orElseThrow();
        assertThat(store.load(stored, true)).isEqualTo(report);
        assertThat(store.load(stored, false).transcripts()).extracting(CaseTranscript::caseId).containsExactly("visible-1");
        Submission current = submissions.findById(submission).orElseThrow();
        assertThat(jdbc.sql("SELECT current_report_id FROM submissions WHERE id = :id").param("id", submission)
                .query(Long.class).single()).isEqualTo(reportId);
        assertThat(status(submission)).isEqualTo("GRADED");
        String caseSet = jdbc.sql("SELECT case_set_sha256 FROM reports WHERE id = :id").param("id", reportId)
                .query(String.class).single();
        assertThat(caseSets.read(List.of(caseSet)).get(caseSet)).extracting(CaseSets.CaseRow::caseId, CaseSets.CaseRow::outcome)
                .containsExactly(tuple("visible-1", report.cases().get(0).outcome().name()),
                        tuple("hidden-1", report.cases().get(1).outcome().name()));
        assertThat(current.id()).isEqualTo(submission);
    }

    @Test
    void equalTranscriptsAreStoredOnceAndEveryReportReadsBackAsTheSameJson() {
        GradingReport first = SampleReports.graded(3, "1");
        GradingReport second = SampleReports.graded(1, "1");
        UUID one = submit("alice", T0);
        UUID two = submit("bob", T0.plusSeconds(1));
        List<ClaimedJob> jobs = claim("replica-a", 2, T0.plusSeconds(2));

        long firstId = store.store(one, jobs.get(0).id(), "GRADE", first, T0.plusSeconds(3));
        long secondId = store.store(two, jobs.get(1).id(), "GRADE", second, T0.plusSeconds(3));

        assertThat(jdbc.sql("SELECT COUNT(*) FROM transcript_bodies").query(Long.class).single())
                .as("two reports with the same two transcripts").isEqualTo(2);
        assertThat(ReportJson.write(store.load(reports.findById(firstId).orElseThrow(), true)))
                .isEqualTo(ReportJson.write(first));
        assertThat(ReportJson.write(store.load(reports.findById(secondId).orElseThrow(), true)))
                .isEqualTo(ReportJson.write(second));
    }

    @Test
    void reportsWithEqualCasesAndTranscriptsShareOneCaseSetAndOneTranscriptList() {
        GradingReport report = SampleReports.graded(3, "1");
        UUID one = submit("alice", T0);
        UUID two = submit("bob", T0.plusSeconds(1));
        List<ClaimedJob> jobs = claim("replica-a", 2, T0.plusSeconds(2));

        store.store(one, jobs.get(0).id(), "GRADE", report, T0.plusSeconds(3));
        store.store(two, jobs.get(1).id(), "GRADE", report, T0.plusSeconds(3));

        assertThat(jdbc.sql("SELECT COUNT(DISTINCT case_set_sha256) FROM reports").query(Long.class).single()).isEqualTo(1);
        assertThat(jdbc.sql("SELECT COUNT(DISTINCT transcript_set_sha256) FROM reports").query(Long.class).single())
                .isEqualTo(1);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM case_sets").query(Long.class).single()).isEqualTo(1);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM transcript_sets").query(Long.class).single()).isEqualTo(1);
    }

    @Test
    void aReportStoredAsRowsBeforeSetsWereSharedReadsBackAndMovesIntoTheSameSetsAtStart() {
        UUID submission = submit("alice", T0);
        ClaimedJob job = claim("replica-a", 1, T0).get(0);
        GradingReport report = SampleReports.graded(3, "1");
        long reportId = store.store(submission, job.id(), "GRADE", report, T0.plusSeconds(1));
        String[] sets = jdbc.sql("SELECT case_set_sha256, transcript_set_sha256 FROM reports WHERE id = :id")
                .param("id", reportId).query((rs, n) -> new String[] {rs.getString(1), rs.getString(2)}).single();
        asRowsOfItsOwn(reportId, report);

        assertThat(store.load(reports.findById(reportId).orElseThrow(), true)).isEqualTo(report);
        assertThat(store.load(reports.findById(reportId).orElseThrow(), false).transcripts())
                .extracting(CaseTranscript::caseId).containsExactly("visible-1");

        assertThat(backfill.run()).isEqualTo(1);
        entities.clear(); // the report entity read above still has no transcript list

        assertThat(jdbc.sql("SELECT case_set_sha256, transcript_set_sha256 FROM reports WHERE id = :id")
                .param("id", reportId).query((rs, n) -> new String[] {rs.getString(1), rs.getString(2)}).single())
                .containsExactly(sets);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM case_results").query(Long.class).single()).isZero();
        assertThat(jdbc.sql("SELECT COUNT(*) FROM transcripts").query(Long.class).single()).isZero();
        assertThat(ReportJson.write(store.load(reports.findById(reportId).orElseThrow(), true)))
                .isEqualTo(ReportJson.write(report));
        assertThat(backfill.run()).isZero();
    }

    /**
     * The report as stored before case sets and transcript lists: a row per case and per transcript, the
     * visible case's transcript from before bodies were shared (its JSON inline), the hidden one's by body.
     */
    private void asRowsOfItsOwn(long reportId, GradingReport report) {
        jdbc.sql("UPDATE reports SET case_set_sha256 = NULL, transcript_set_sha256 = NULL WHERE id = :id")
                .param("id", reportId).update();
        for (int i = 0; i < report.cases().size(); i++) {
            CaseResult c = report.cases().get(i);
            jdbc.sql("""
                            INSERT INTO case_results (id, report_id, position, case_id, name, category, visibility,
                                                      outcome, points, max_points)
                            VALUES (:id, :report, :position, :caseId, :name, :category, :visibility, :outcome, :points,
                                    :max)""")
                    .param("id", reportId * 1000 + i).param("report", reportId).param("position", i)
                    .param("caseId", c.id()).param("name", c.name()).param("category", c.category().name().toLowerCase())
                    .param("visibility", c.visibility().name()).param("outcome", c.outcome().name())
                    .param("points", c.points()).param("max", c.maxPoints()).update();
        }
        for (int i = 0; i < report.transcripts().size(); i++) {
            CaseTranscript t = report.transcripts().get(i);
            String json = JsonMapper.builder().build().writeValueAsString(t.messages());
            boolean inline = t.caseId().equals("visible-1");
            jdbc.sql("""
                            INSERT INTO transcripts (id, report_id, position, case_id, visibility, messages_json, body_sha256)
                            VALUES (:id, :report, :position, :caseId, :visibility, :json, :body)""")
                    .param("id", reportId * 1000 + i).param("report", reportId).param("position", i)
                    .param("caseId", t.caseId()).param("visibility", inline ? "VISIBLE" : "HIDDEN")
                    .param("json", inline ? json : null, java.sql.Types.VARCHAR)
                    .param("body", inline ? null : Sha256.hex(json), java.sql.Types.VARCHAR).update();
        }
    }

    @Test
    void aReportStoredAsPlainJsonBeforeReportsWereCompressedStillReadsBack() {
        UUID submission = submit("alice", T0);
        ClaimedJob job = claim("replica-a", 1, T0).get(0);
        GradingReport report = SampleReports.graded(3, "1");
        long reportId = store.store(submission, job.id(), "GRADE", report, T0.plusSeconds(1));
        byte[] gzipped = jdbc.sql("SELECT report_gz FROM reports WHERE id = :id").param("id", reportId)
                .query(byte[].class).single();
        jdbc.sql("UPDATE reports SET report_json = :json, report_gz = NULL WHERE id = :id")
                .param("json", ReportStorage.text(gzipped)).param("id", reportId).update();

        assertThat(store.load(reports.findById(reportId).orElseThrow(), true)).isEqualTo(report);
    }

    @Test
    void aRegradeWritesANewReportBesideTheOldOne() {
        UUID submission = submit("alice", T0);
        long first = store.store(submission, claim("a", 1, T0).get(0).id(), "GRADE", SampleReports.graded(1, "1"), T0);
        queue.enqueueRegrades(List.of(submission), T0.plusSeconds(5));
        long second = store.store(submission, claim("a", 1, T0.plusSeconds(6)).get(0).id(), "REGRADE",
                SampleReports.graded(3, "2"), T0.plusSeconds(7));

        assertThat(reports.findBySubmissionIdOrderById(submission)).extracting(StoredReport::summary)
                .extracting(ReportSummary::reportId, ReportSummary::origin, ReportSummary::suiteVersion, ReportSummary::score)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(first, "GRADE", "1", 1),
                        org.assertj.core.groups.Tuple.tuple(second, "REGRADE", "2", 3));
        assertThat(jdbc.sql("SELECT score FROM submissions WHERE id = :id").param("id", submission)
                .query(Integer.class).single()).isEqualTo(3);
    }

    @Test
    void aJobCannotWriteTwoReports() {
        UUID submission = submit("alice", T0);
        long job = claim("a", 1, T0).get(0).id();
        store.store(submission, job, "GRADE", SampleReports.graded(3, "1"), T0);

        assertThatThrownBy(() -> store.store(submission, job, "GRADE", SampleReports.graded(3, "1"), T0))
                .isInstanceOf(DataIntegrityViolationException.class);
    }
}
