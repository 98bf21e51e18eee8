package dev.boundedloop.grader.regrades;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.queue.ClaimedJob;
import dev.boundedloop.grader.queue.GradingDispatcher;
import dev.boundedloop.grader.queue.GradingJob;
import dev.boundedloop.grader.queue.JobQueue;
import dev.boundedloop.grader.replicas.NewJobSignal;
import dev.boundedloop.grader.reports.ReportStorage;
import dev.boundedloop.grader.reports.ReportStore;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.storage.DatabaseKind;
import dev.boundedloop.grader.storage.SqlTime;
import dev.boundedloop.grader.submission.NewSubmissions;
import dev.boundedloop.grader.submission.Submission;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.transaction.annotation.Transactional;

/**
 * What a regrade queues and what its progress reads, on rows the queue and the report store write,
 * run on H2 and on PostgreSQL by subclasses. The test claims and finishes jobs itself, as a
 * replica would; no dispatcher runs, so which jobs are waiting, running or done is fixed.
 */
@Transactional
@Import({Regrades.class, RegradeProgress.class, JobQueue.class, NewJobSignal.class, DatabaseKind.class, ReportStorage.class, NewSubmissions.class,
        RegradeRecordsContract.Fixed.class})
abstract class RegradeRecordsContract {

    static final String A = "ch03-unit-a";
    static final Instant T0 = Instant.parse("2026-03-02T09:00:00Z");
    static final Instant NOW = T0.plusSeconds(3600);
    static final String ACTIVE = TestSuites.whole(A).sha256();
    static final String OLD = "0".repeat(64);

    @Autowired Regrades regrades;
    @Autowired RegradeProgress progress;
    @Autowired JobQueue queue;
    @Autowired ReportStore store;
    @Autowired NewSubmissions newSubmissions;
    @Autowired JdbcClient jdbc;
    /** Only told that there is work; the test is the replica that claims it. */
    @MockitoBean GradingDispatcher dispatcher;

    @BeforeEach
    void assignment() {
        jdbc.sql("INSERT INTO assignments (id, title, created_at) VALUES (:id, 'Unit A', :at)")
                .param("id", A).param("at", SqlTime.of(T0)).update();
    }

    private UUID submitted(String learner, int minute) {
        Submission s = new Submission(UUID.randomUUID(), A, new Caller(learner, Role.LEARNER, 1),
                ("class P" + minute + " {}").getBytes(StandardCharsets.UTF_8), null, null, true,
                T0.plusSeconds(60L * minute));
        newSubmissions.insert(s);
        return s.id();
    }

    /** A submission graded with the given suite; cases as "id:OUTCOME", a point each. */
    private UUID graded(String learner, int minute, String suiteSha256, String... cases) {
        UUID id = submitted(learner, minute);
        store.store(id, null, "GRADE", report(SubmissionStatus.GRADED, suiteSha256, cases), T0.plusSeconds(60L * minute));
        return id;
    }

    /** A submission whose grading job waits in the queue. */
    private UUID waiting(String learner, int minute) {
        UUID id = submitted(learner, minute);
        queue.enqueue(id, learner, GradingJob.Kind.GRADE, T0.plusSeconds(60L * minute));
        return id;
    }

    private static GradingReport report(SubmissionStatus status, String suiteSha256, String... cases) {
        List<CaseResult> results = Arrays.stream(cases).map(c -> {
            String[] idAndOutcome = c.split(":");
            CaseOutcome outcome = CaseOutcome.valueOf(idAndOutcome[1]);
            return new CaseResult(idAndOutcome[0], idAndOutcome[0], Category.BOUNDARY, Visibility.VISIBLE, outcome,
                    outcome == CaseOutcome.PASS ? 1 : 0, 1, null, null, null, null, "");
        }).toList();
        int score = (int) results.stream().filter(c -> c.outcome() == CaseOutcome.PASS).count();
        return new GradingReport(status, score, results.size(), null, List.of(), List.of(), results, List.of(),
                new GradingReport.SuiteInfo(A, "1", suiteSha256, null),
                new GradingReport.SourceInfo("a".repeat(64), 10), Map.of());
    }

    private List<Long> regradeJobs(UUID regrade) {
        return jdbc.sql("SELECT job_id FROM regrade_items WHERE regrade_id = :id ORDER BY job_id")
                .param("id", regrade).query(Long.class).list();
    }

    @Test
    void onlySubmissionsGradedWithAnotherSuiteAreQueuedAndNoneTwice() {
        UUID stale = graded("alice", 1, OLD, "c1:PASS");
        UUID current = graded("alice", 2, ACTIVE, "c1:PASS");
        waiting("bob", 3);
        UUID regrading = graded("bob", 4, OLD, "c1:FAIL");
        queue.enqueueRegrades(List.of(regrading), T0.plusSeconds(300));
        // One of the two waiting jobs is being graded: running counts as pending too.
        assertThat(queue.claim("replica-a", 1, 10, NOW, NOW.plusSeconds(30))).hasSize(1);

        RegradeStarted one = regrades.regradeSubmission(current, "instructor:ada", false);
        assertThat(one.queued()).isZero();
        assertThat(one.upToDate()).isEqualTo(1);
        verify(dispatcher, never()).nudge();

        RegradeStarted first = regrades.regradeAssignment(A, "instructor:ada", false);
        assertThat(List.of(first.queued(), first.upToDate(), first.pending())).containsExactly(1, 1, 2);
        assertThat(first.suiteSha256()).isEqualTo(ACTIVE);
        assertThat(jdbc.sql("SELECT submission_id, old_report_id FROM regrade_items WHERE regrade_id = :id")
                .param("id", first.id())
                .query((rs, row) -> tuple(rs.getObject(1, UUID.class), rs.getLong(2))).list())
                .containsExactly(tuple(stale, currentReport(stale)));
        verify(dispatcher).nudge();

        // Forced, the up-to-date one is queued; the stale one now waits for the first regrade.
        RegradeStarted forced = regrades.regradeAssignment(A, "instructor:ada", true);
        assertThat(List.of(forced.queued(), forced.upToDate(), forced.pending())).containsExactly(1, 0, 3);
        assertThat(jdbc.sql("SELECT submission_id FROM regrade_items WHERE regrade_id = :id")
                .param("id", forced.id()).query(UUID.class).list()).containsExactly(current);
        verify(dispatcher, times(2)).nudge();
        assertThat(progress.list(A)).extracting(RegradeSummary::id, RegradeSummary::forced, RegradeSummary::total)
                .containsExactlyInAnyOrder(tuple(one.id(), false, 0), tuple(first.id(), false, 1),
                        tuple(forced.id(), true, 1));
    }

    private long currentReport(UUID submission) {
        return jdbc.sql("SELECT current_report_id FROM submissions WHERE id = :id").param("id", submission)
                .query(Long.class).single();
    }

    @Test
    void progressCountsWaitingDoneAndFailedJobsAndComparesEachLearnersBestScore() {
        UUID a1 = graded("alice", 1, OLD, "c1:PASS", "c2:FAIL", "c3:PASS");
        graded("alice", 2, ACTIVE, "c1:PASS", "c2:PASS", "c3:PASS");
        UUID b1 = graded("bob", 3, OLD, "c1:PASS", "c2:PASS");
        UUID b2 = graded("bob", 4, OLD, "c1:PASS");
        graded("carol", 5, ACTIVE, "c1:PASS");
        RegradeStarted started = regrades.regradeAssignment(A, "instructor:ada", false);
        assertThat(started.queued()).isEqualTo(3);

        Map<UUID, ClaimedJob> jobs = queue.claim("replica-a", 3, 10, NOW, NOW.plusSeconds(30)).stream()
                .collect(Collectors.toMap(ClaimedJob::submissionId, Function.identity()));
        finish(jobs.get(a1), report(SubmissionStatus.GRADED, ACTIVE, "c1:PASS", "c2:PASS", "c4:PASS", "c5:PASS"));
        finish(jobs.get(b1), report(SubmissionStatus.INTERNAL_ERROR, ACTIVE));

        RegradeDetail detail = progress.detail(A, started.id());
        RegradeSummary summary = detail.regrade();
        assertThat(List.of(summary.total(), summary.queued(), summary.done(), summary.failed(), summary.upToDate()))
                .containsExactly(3, 1, 1, 1, 2);
        assertThat(summary.finished()).isFalse();
        assertThat(summary.requestedBy()).isEqualTo("instructor:ada");
        assertThat(summary.requestedAt()).isEqualTo(Fixed.NOW);
        assertThat(detail.learners()).extracting(LearnerRegrade::learner, LearnerRegrade::oldFinalScore,
                LearnerRegrade::newFinalScore)
                .containsExactly(tuple("alice", 3, 4), tuple("bob", 2, 1));

        SubmissionRegrade alices = detail.learners().get(0).submissions().get(0);
        assertThat(List.of(alices.state(), alices.oldScore(), alices.newScore(), alices.oldMaxScore(),
                alices.newMaxScore())).containsExactly("DONE", 2, 4, 3, 4);
        assertThat(alices.changedCases()).extracting(SubmissionRegrade.CaseChange::caseId,
                SubmissionRegrade.CaseChange::oldOutcome, SubmissionRegrade.CaseChange::newOutcome)
                .containsExactly(tuple("c2", "FAIL", "PASS"), tuple("c3", "PASS", null), tuple("c4", null, "PASS"),
                        tuple("c5", null, "PASS"));
        assertThat(detail.learners().get(1).submissions())
                .extracting(SubmissionRegrade::submission, SubmissionRegrade::state, SubmissionRegrade::newStatus,
                        SubmissionRegrade::newScore, s -> s.changedCases().size())
                .containsExactly(tuple(b1, "FAILED", "INTERNAL_ERROR", 0, 0), tuple(b2, "RUNNING", null, null, 0));

        finish(jobs.get(b2), report(SubmissionStatus.GRADED, ACTIVE, "c1:FAIL"));
        RegradeDetail done = progress.detail(A, started.id());
        assertThat(done.regrade().finished()).isTrue();
        assertThat(done.regrade().done()).isEqualTo(2);
        assertThat(done.learners().get(1).newFinalScore()).isZero();
        assertThat(done.learners().get(1).submissions().get(1).changedCases())
                .extracting(SubmissionRegrade.CaseChange::caseId).containsExactly("c1");
    }

    private void finish(ClaimedJob job, GradingReport report) {
        assertThat(queue.finish(job.id(), "replica-a", NOW)).isTrue();
        store.store(job.submissionId(), job.id(), "REGRADE", report, NOW);
    }

    @Test
    void aRegradeIsFoundOnlyUnderItsOwnAssignment() {
        graded("alice", 1, OLD, "c1:PASS");
        RegradeStarted started = regrades.regradeAssignment(A, "instructor:ada", false);

        assertThat(progress.detail(A, started.id()).regrade().total()).isEqualTo(1);
        assertThat(progress.list("ch04-other")).isEmpty();
        assertThatThrownBy(() -> progress.detail("ch04-other", started.id()))
                .isInstanceOfSatisfying(GraderProblem.class, p -> {
                    assertThat(p.kind()).isEqualTo(GraderProblem.Kind.NOT_FOUND);
                    assertThat(p.detail()).contains("ch04-other", started.id().toString());
                });
        UUID unknown = UUID.randomUUID();
        assertThatThrownBy(() -> regrades.regradeSubmission(unknown, "instructor:ada", false))
                .isInstanceOfSatisfying(GraderProblem.class,
                        p -> assertThat(p.detail()).contains(unknown.toString()));
    }

    static class Fixed {
        static final Instant NOW = RegradeRecordsContract.NOW;

        @Bean
        Clock clock() {
            return Clock.fixed(NOW, ZoneOffset.UTC);
        }

        @Bean
        SuiteCatalog catalog() {
            return TestSuites.WHOLE;
        }
    }
}
