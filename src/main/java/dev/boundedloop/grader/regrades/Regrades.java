package dev.boundedloop.grader.regrades;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.queue.GradingDispatcher;
import dev.boundedloop.grader.queue.JobQueue;
import dev.boundedloop.grader.storage.SqlTime;
import java.sql.Types;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Starts regrades: a REGRADE job for each submission of an assignment (or for one submission) whose
 * current report came from another suite than the active one. A submission already graded with the
 * active suite is left alone unless forced, since grading it again gives the same report; one with
 * a job waiting or running is not queued twice (that job grades with the active suite anyway). Each
 * regrade is recorded with its jobs and the report each submission had before, which
 * {@link RegradeProgress} reads. Regrades share one fair-share flow, so fresh submissions keep their
 * turn while a regrade runs.
 */
@Service
public class Regrades {

    private final SuiteCatalog catalog;
    private final JdbcClient jdbc;
    private final JobQueue queue;
    private final TransactionTemplate transactions;
    private final GradingDispatcher dispatcher;
    private final Clock clock;

    Regrades(SuiteCatalog catalog, JdbcClient jdbc, JobQueue queue, TransactionTemplate transactions,
            GradingDispatcher dispatcher, Clock clock) {
        this.catalog = catalog;
        this.jdbc = jdbc;
        this.queue = queue;
        this.transactions = transactions;
        this.dispatcher = dispatcher;
        this.clock = clock;
    }

    /** @throws dev.boundedloop.grader.cases.UnknownAssignmentException for an assignment with no suite */
    public RegradeStarted regradeAssignment(String assignment, String requestedBy, boolean force) {
        return start(assignment, null, requestedBy, force);
    }

    /** @throws GraderProblem 404 for an unknown submission */
    public RegradeStarted regradeSubmission(UUID submission, String requestedBy, boolean force) {
        String assignment = jdbc.sql("SELECT assignment FROM submissions WHERE id = :id")
                .param("id", submission)
                .query(String.class)
                .optional()
                .orElseThrow(() -> GraderProblem.notFound("No submission " + submission));
        return start(assignment, submission, requestedBy, force);
    }

    private RegradeStarted start(String assignment, UUID only, String requestedBy, boolean force) {
        UUID id = UUID.randomUUID();
        Instant now = clock.instant();
        RegradeStarted started = transactions.execute(tx -> {
            // One regrade of an assignment at a time decides what is pending, so two at once cannot
            // both queue the same submission.
            jdbc.sql("SELECT id FROM assignments WHERE id = :assignment FOR UPDATE")
                    .param("assignment", assignment).query(String.class).list();
            Suite suite = catalog.suite(assignment);
            List<Candidate> due = new ArrayList<>();
            int upToDate = 0;
            int pending = 0;
            for (Candidate candidate : candidates(assignment, only)) {
                if (candidate.pending()) {
                    pending++;
                } else if (!force && suite.sha256().equals(candidate.suiteSha256())) {
                    upToDate++;
                } else {
                    due.add(candidate);
                }
            }
            record(id, assignment, only, suite, force, requestedBy, now, upToDate, pending);
            List<Long> jobs = queue.enqueueRegrades(due.stream().map(Candidate::submission).toList(), now);
            for (int i = 0; i < due.size(); i++) {
                jdbc.sql("""
                                INSERT INTO regrade_items (regrade_id, submission_id, job_id, old_report_id)
                                VALUES (:regrade, :submission, :job, :oldReport)""")
                        .param("regrade", id)
                        .param("submission", due.get(i).submission())
                        .param("job", jobs.get(i))
                        .param("oldReport", due.get(i).currentReport(), Types.BIGINT)
                        .update();
            }
            return RegradeStarted.of(id, assignment, only, suite, force, due.size(), upToDate, pending);
        });
        if (started.queued() > 0) {
            dispatcher.nudge();
        }
        return started;
    }

    /** A submission a regrade may queue: its current report's suite, and whether a job already waits for it. */
    private record Candidate(UUID submission, Long currentReport, String suiteSha256, boolean pending) {}

    private List<Candidate> candidates(String assignment, UUID only) {
        Map<String, Object> params = new HashMap<>();
        params.put("assignment", assignment);
        if (only != null) {
            params.put("only", only);
        }
        return jdbc.sql("""
                        SELECT s.id, s.current_report_id, r.suite_sha256,
                               CASE WHEN EXISTS (SELECT 1 FROM grading_jobs j
                                                 WHERE j.submission_id = s.id AND j.state IN ('QUEUED', 'RUNNING'))
                                    THEN 1 ELSE 0 END AS pending
                        FROM submissions s LEFT JOIN reports r ON r.id = s.current_report_id
                        WHERE s.assignment = :assignment %s
                        ORDER BY s.submitted_at, s.id""".formatted(only == null ? "" : "AND s.id = :only"))
                .params(params)
                .query((rs, row) -> new Candidate(rs.getObject("id", UUID.class),
                        rs.getObject("current_report_id", Long.class), rs.getString("suite_sha256"),
                        rs.getInt("pending") == 1))
                .list();
    }

    private void record(UUID id, String assignment, UUID only, Suite suite, boolean force, String requestedBy,
            Instant at, int upToDate, int pending) {
        jdbc.sql("""
                        INSERT INTO regrades (id, assignment, submission_id, suite_version, suite_sha256, forced,
                                              requested_by, requested_at, up_to_date, pending)
                        VALUES (:id, :assignment, :submission, :suiteVersion, :suiteSha256, :forced,
                                :requestedBy, :at, :upToDate, :pending)""")
                .param("id", id)
                .param("assignment", assignment)
                .param("submission", only)
                .param("suiteVersion", suite.assignment().version())
                .param("suiteSha256", suite.sha256())
                .param("forced", force)
                .param("requestedBy", requestedBy)
                .param("at", SqlTime.of(at))
                .param("upToDate", upToDate)
                .param("pending", pending)
                .update();
    }
}
