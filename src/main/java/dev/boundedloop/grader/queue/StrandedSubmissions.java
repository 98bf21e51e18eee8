package dev.boundedloop.grader.queue;

import java.time.Clock;
import java.util.List;
import java.util.UUID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Queues again, when the service starts, every submission still waiting for a grade that has no job
 * waiting or running. Intake stores a submission and its job in one transaction, but a service killed
 * while H2 wrote that commit has left the submission without its job (seen in the kill-during-intake
 * test, once per kill), and nothing would ever grade it. On PostgreSQL this finds nothing.
 */
@Component
class StrandedSubmissions implements InitializingBean {

    private static final Logger log = LoggerFactory.getLogger(StrandedSubmissions.class);

    private final JdbcClient jdbc;
    private final JobQueue queue;
    private final TransactionTemplate transactions;
    private final Clock clock;

    StrandedSubmissions(JdbcClient jdbc, JobQueue queue, TransactionTemplate transactions, Clock clock) {
        this.jdbc = jdbc;
        this.queue = queue;
        this.transactions = transactions;
        this.clock = clock;
    }

    @Override
    public void afterPropertiesSet() {
        int queued = requeue();
        if (queued > 0) {
            log.warn("Queued {} submissions again that were waiting for a grade without a job "
                    + "(left by a service stopped while it stored them)", queued);
        }
    }

    /** Returns how many submissions got a new job. */
    int requeue() {
        List<Stranded> stranded = jdbc.sql("""
                        SELECT s.id, s.submitter FROM submissions s
                        WHERE s.status IN ('QUEUED', 'RUNNING')
                          AND NOT EXISTS (SELECT 1 FROM grading_jobs j
                                          WHERE j.submission_id = s.id AND j.state IN ('QUEUED', 'RUNNING'))""")
                .query((rs, row) -> new Stranded(rs.getObject("id", UUID.class), rs.getString("submitter")))
                .list();
        for (Stranded submission : stranded) {
            transactions.executeWithoutResult(tx -> queue.enqueue(submission.id(), submission.submitter(),
                    GradingJob.Kind.GRADE, clock.instant()));
        }
        return stranded.size();
    }

    private record Stranded(UUID id, String submitter) {}
}
