package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Regrades an assignment: a REGRADE job for every submission that has no job pending. Each writes a
 * new report beside the old ones, naming the suite version it was graded against. Regrades share one
 * fair-share flow, so fresh submissions keep their turn while a regrade runs.
 */
@Service
public class Regrades {

    /** What was queued, against which suite. */
    public record Regrade(String assignment, String suiteVersion, String suiteSha256, int queued) {}

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
    public Regrade regrade(String assignment) {
        Suite suite = catalog.suite(assignment);
        Instant now = clock.instant();
        int queued = transactions.execute(tx -> {
            List<UUID> due = jdbc.sql("""
                            SELECT s.id FROM submissions s
                            WHERE s.assignment = :assignment
                              AND NOT EXISTS (SELECT 1 FROM grading_jobs j
                                              WHERE j.submission_id = s.id AND j.state IN ('QUEUED', 'RUNNING'))
                            ORDER BY s.submitted_at""")
                    .param("assignment", assignment)
                    .query(UUID.class)
                    .list();
            return queue.enqueueRegrades(due, now);
        });
        dispatcher.nudge();
        return new Regrade(assignment, suite.assignment().version(), suite.sha256(), queued);
    }
}
