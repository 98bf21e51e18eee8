package dev.boundedloop.grader.submission;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The job queue's SQL. A claim is a conditional UPDATE (still QUEUED, or RUNNING with an expired
 * lease), so of two replicas racing for a job exactly one sees an updated row: PostgreSQL re-checks
 * the condition once the other's transaction commits. The same statements run on H2, where the
 * file database belongs to one process and one dispatcher thread claims.
 */
@Component
class JobQueue {

    static final String QUEUED = "QUEUED";
    static final String RUNNING = "RUNNING";
    static final String DONE = "DONE";

    private final JdbcClient jdbc;
    private final TransactionTemplate transactions;

    JobQueue(JdbcClient jdbc, TransactionTemplate transactions) {
        this.jdbc = jdbc;
        this.transactions = transactions;
    }

    /** Queues a job; call in the transaction that stores what it grades. */
    long enqueue(UUID submissionId, GradingJob.Kind kind, Instant at) {
        long id = SequenceIds.next(jdbc, "grading_jobs_seq");
        jdbc.sql("""
                        INSERT INTO grading_jobs (id, submission_id, kind, state, attempts, enqueued_at)
                        VALUES (:id, :submissionId, :kind, 'QUEUED', 0, :at)""")
                .param("id", id)
                .param("submissionId", submissionId)
                .param("kind", kind.name())
                .param("at", SqlTime.of(at))
                .update();
        return id;
    }

    /** Jobs waiting or being graded, across all replicas. */
    long depth() {
        return jdbc.sql("SELECT COUNT(*) FROM grading_jobs WHERE state IN ('QUEUED', 'RUNNING')")
                .query(Long.class).single();
    }

    /** Claims up to {@code max} jobs, oldest first, each in its own short transaction. */
    List<ClaimedJob> claim(String owner, int max, Instant now, Instant leaseUntil) {
        // Two queries rather than one with OR, so each walks the (state, id) index instead of
        // scanning every DONE job ever graded.
        List<ClaimedJob> candidates = new ArrayList<>(candidates("state = 'QUEUED'", now, max + 4));
        candidates.addAll(candidates("state = 'RUNNING' AND lease_until < :now", now, max + 4));
        candidates.sort(Comparator.comparingLong(ClaimedJob::id));
        List<ClaimedJob> claimed = new ArrayList<>();
        for (ClaimedJob candidate : candidates) {
            if (claimed.size() == max) {
                break;
            }
            if (Boolean.TRUE.equals(transactions.execute(tx -> claimOne(candidate, owner, now, leaseUntil)))) {
                claimed.add(candidate);
            }
        }
        return claimed;
    }

    private List<ClaimedJob> candidates(String condition, Instant now, int limit) {
        return jdbc.sql("SELECT id, submission_id, kind, attempts FROM grading_jobs WHERE " + condition
                        + " ORDER BY id LIMIT :limit")
                .param("now", SqlTime.of(now))
                .param("limit", limit)
                .query((rs, row) -> new ClaimedJob(rs.getLong("id"), rs.getObject("submission_id", UUID.class),
                        GradingJob.Kind.valueOf(rs.getString("kind")), rs.getInt("attempts") + 1))
                .list();
    }

    private boolean claimOne(ClaimedJob job, String owner, Instant now, Instant leaseUntil) {
        int updated = jdbc.sql("""
                        UPDATE grading_jobs
                        SET state = 'RUNNING', owner = :owner, lease_until = :lease, attempts = :attempts, started_at = :now
                        WHERE id = :id AND attempts = :previous
                          AND (state = 'QUEUED' OR (state = 'RUNNING' AND lease_until < :now))""")
                .param("owner", owner)
                .param("lease", SqlTime.of(leaseUntil))
                .param("attempts", job.attempts())
                .param("previous", job.attempts() - 1)
                .param("now", SqlTime.of(now))
                .param("id", job.id())
                .update();
        if (updated == 1) {
            jdbc.sql("UPDATE submissions SET status = 'RUNNING' WHERE id = :id AND status = 'QUEUED'")
                    .param("id", job.submissionId())
                    .update();
        }
        return updated == 1;
    }

    /** The submission a claimed job grades, read with one plain query (an entity load costs several times more). */
    GradingInput input(ClaimedJob job) {
        return jdbc.sql("SELECT assignment, source, submitted_at FROM submissions WHERE id = :id")
                .param("id", job.submissionId())
                .query((rs, row) -> new GradingInput(job.submissionId(), rs.getString("assignment"),
                        rs.getBytes("source"), rs.getObject("submitted_at", OffsetDateTime.class).toInstant()))
                .optional()
                .orElseThrow(() -> new IllegalStateException("job " + job.id() + " has no submission"));
    }

    /** Extends the leases of every job this replica is grading. */
    int heartbeat(String owner, Instant leaseUntil) {
        return jdbc.sql("UPDATE grading_jobs SET lease_until = :lease WHERE owner = :owner AND state = 'RUNNING'")
                .param("lease", SqlTime.of(leaseUntil))
                .param("owner", owner)
                .update();
    }

    /** On shutdown: hands unfinished jobs back at once instead of letting their leases run out. */
    int release(String owner) {
        return jdbc.sql("""
                        UPDATE grading_jobs SET state = 'QUEUED', owner = NULL, lease_until = NULL, attempts = attempts - 1
                        WHERE owner = :owner AND state = 'RUNNING'""")
                .param("owner", owner)
                .update();
    }

    /**
     * Marks a job done if this replica still holds it; call in the transaction that stores its
     * report, so a job that was taken over writes nothing.
     */
    boolean finish(long jobId, String owner, Instant now) {
        return jdbc.sql("""
                        UPDATE grading_jobs SET state = 'DONE', lease_until = NULL, finished_at = :now
                        WHERE id = :id AND owner = :owner AND state = 'RUNNING'""")
                .param("now", SqlTime.of(now))
                .param("id", jobId)
                .param("owner", owner)
                .update() == 1;
    }
}
