package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.replicas.NewJobSignal;
import dev.boundedloop.grader.storage.SequenceIds;
import dev.boundedloop.grader.storage.SqlTime;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The job queue's SQL. A claim is a conditional UPDATE (still QUEUED, or RUNNING with an expired
 * lease), so of two replicas racing for a job exactly one sees an updated row: PostgreSQL re-checks
 * the condition once the other's transaction commits. The same statements run on H2, where the
 * file database belongs to one process and one dispatcher thread claims.
 *
 * <p>Fair share: every job belongs to a flow (see {@link FairShare}) and carries a rank. A flow's
 * next job ranks one after its previous pending job, and never below the lowest rank still queued,
 * so claims in (rank, id) order take the flows in turn: a learner's 20th queued job waits behind
 * everyone else's first. A slow job costs its flow more turns ({@link #charge}). A flow with
 * {@code runningPerFlow} jobs running is passed over.
 */
@Component
public class JobQueue {

    static final String QUEUED = "QUEUED";
    static final String RUNNING = "RUNNING";
    static final String DONE = "DONE";
    /** A job whose submission the database lost (an embedded database killed mid-commit can keep one without the other). */
    static final String ORPHANED = "ORPHANED";

    private static final String COLUMNS = "id, submission_id, kind, attempts, flow, fair_rank, held_millis, "
            + "started_at, lease_until, enqueued_at";

    private final JdbcClient jdbc;
    private final TransactionTemplate transactions;
    private final NewJobSignal newJobs;

    JobQueue(JdbcClient jdbc, TransactionTemplate transactions, NewJobSignal newJobs) {
        this.jdbc = jdbc;
        this.transactions = transactions;
        this.newJobs = newJobs;
    }

    /** Queues a job in its submitter's flow; call in the transaction that stores what it grades. */
    public long enqueue(UUID submissionId, String submitter, GradingJob.Kind kind, Instant at) {
        String flow = FairShare.flow(submitter, kind);
        long id = SequenceIds.next(jdbc, "grading_jobs_seq");
        insert(id, submissionId, kind, flow, nextRank(flow), at);
        return id;
    }

    /**
     * Queues regrades, all in the one regrade flow, which takes its turn like a learner's; returns
     * the job ids in the order of the submissions.
     */
    public List<Long> enqueueRegrades(List<UUID> submissionIds, Instant at) {
        String flow = FairShare.flow(null, GradingJob.Kind.REGRADE);
        long rank = nextRank(flow);
        List<Long> jobIds = new ArrayList<>(submissionIds.size());
        for (UUID submissionId : submissionIds) {
            long id = SequenceIds.next(jdbc, "grading_jobs_seq");
            insert(id, submissionId, GradingJob.Kind.REGRADE, flow, rank++, at);
            jobIds.add(id);
        }
        return jobIds;
    }

    private void insert(long id, UUID submissionId, GradingJob.Kind kind, String flow, long rank, Instant at) {
        jdbc.sql("""
                        INSERT INTO grading_jobs (id, submission_id, kind, state, attempts, enqueued_at, flow, fair_rank)
                        VALUES (:id, :submissionId, :kind, 'QUEUED', 0, :at, :flow, :rank)""")
                .param("id", id)
                .param("submissionId", submissionId)
                .param("kind", kind.name())
                .param("at", SqlTime.of(at))
                .param("flow", flow)
                .param("rank", rank)
                .update();
        newJobs.send();
    }

    /**
     * One after the flow's last pending job, and at least the lowest rank still queued (the queue's
     * current turn), so a flow that was idle joins the current round rather than an old one. Two
     * concurrent enqueues of one flow may get the same rank; the job id breaks the tie.
     */
    private long nextRank(String flow) {
        return jdbc.sql("""
                        SELECT (SELECT fair_rank FROM grading_jobs WHERE state = 'QUEUED'
                                ORDER BY fair_rank LIMIT 1) AS turn,
                               (SELECT fair_rank FROM grading_jobs WHERE flow = :flow AND state IN ('QUEUED', 'RUNNING')
                                ORDER BY fair_rank DESC LIMIT 1) AS last_rank""")
                .param("flow", flow)
                .query((rs, row) -> {
                    long turn = rs.getLong("turn");
                    long last = rs.getLong("last_rank");
                    boolean flowIdle = rs.wasNull();
                    return flowIdle ? turn : Math.max(turn, last + 1);
                })
                .single();
    }

    /** Jobs waiting or being graded, across all replicas. */
    public long depth() {
        return jdbc.sql("SELECT COUNT(*) FROM grading_jobs WHERE state IN ('QUEUED', 'RUNNING')")
                .query(Long.class).single();
    }

    /**
     * Claims up to {@code max} jobs in rank order, each in its own short transaction, passing over
     * flows that already have {@code runningPerFlow} jobs running on any replica.
     */
    public List<ClaimedJob> claim(String owner, int max, int runningPerFlow, Instant now, Instant leaseUntil) {
        // Every running job (few: at most the replicas' workers) gives both the flows at their cap
        // and the jobs whose replica died; queued jobs of capped flows are left out by the database.
        Map<String, Integer> running = new HashMap<>();
        List<Candidate> expired = new ArrayList<>();
        for (Candidate job : select("state = 'RUNNING'", Map.of())) {
            if (job.leaseUntil().isBefore(now)) {
                expired.add(job);
            } else {
                running.merge(job.flow(), 1, Integer::sum);
            }
        }
        List<ClaimedJob> claimed = new ArrayList<>();
        boolean progress = true;
        while (claimed.size() < max && progress) {
            progress = false;
            Set<String> full = new HashSet<>();
            running.forEach((flow, count) -> {
                if (count >= runningPerFlow) {
                    full.add(flow);
                }
            });
            List<Candidate> candidates = new ArrayList<>(queued(full, max - claimed.size() + 4));
            expired.removeIf(job -> claimed.stream().anyMatch(c -> c.id() == job.id()));
            candidates.addAll(expired);
            candidates.sort(Candidate.IN_TURN);
            Set<String> takenThisPass = new HashSet<>();
            for (Candidate candidate : candidates) {
                if (claimed.size() == max) {
                    break;
                }
                // One job per flow and pass: the next pass sees the flow's new running count.
                if (full.contains(candidate.flow()) || !takenThisPass.add(candidate.flow())) {
                    continue;
                }
                ClaimedJob job = candidate.claimed(now);
                if (Boolean.TRUE.equals(transactions.execute(
                        tx -> claimOne(candidate, job, owner, runningPerFlow, now, leaseUntil)))) {
                    claimed.add(job);
                    running.merge(candidate.flow(), 1, Integer::sum);
                    progress = true;
                }
            }
        }
        return claimed;
    }

    private List<Candidate> queued(Set<String> fullFlows, int limit) {
        if (fullFlows.isEmpty()) {
            return select("state = 'QUEUED' ORDER BY fair_rank, id LIMIT :limit", Map.of("limit", limit));
        }
        return select("state = 'QUEUED' AND flow NOT IN (:full) ORDER BY fair_rank, id LIMIT :limit",
                Map.of("limit", limit, "full", fullFlows));
    }

    private List<Candidate> select(String condition, Map<String, ?> params) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM grading_jobs WHERE " + condition)
                .params(params)
                .query((rs, row) -> Candidate.read(rs))
                .list();
    }

    /**
     * Takes the job if it is still where the candidate query saw it, and if its flow is still under
     * the cap. The cap's count sees other replicas' committed claims only, so two replicas claiming
     * one learner's jobs at the same moment may each take one.
     */
    private boolean claimOne(Candidate candidate, ClaimedJob job, String owner, int runningPerFlow, Instant now,
            Instant leaseUntil) {
        int updated = jdbc.sql("""
                        UPDATE grading_jobs
                        SET state = 'RUNNING', owner = :owner, lease_until = :lease, attempts = :attempts,
                            started_at = :now, held_millis = :held
                        WHERE id = :id AND attempts = :previous
                          AND (state = 'QUEUED' OR (state = 'RUNNING' AND lease_until < :now))
                          AND (SELECT COUNT(*) FROM grading_jobs r
                               WHERE r.flow = :flow AND r.state = 'RUNNING' AND r.lease_until >= :now) < :cap""")
                .param("owner", owner)
                .param("lease", SqlTime.of(leaseUntil))
                .param("attempts", job.attempts())
                .param("previous", job.attempts() - 1)
                .param("now", SqlTime.of(now))
                .param("held", job.heldBefore().toMillis())
                .param("id", job.id())
                .param("flow", candidate.flow())
                .param("cap", runningPerFlow)
                .update();
        if (updated == 1) {
            jdbc.sql("UPDATE submissions SET status = 'RUNNING' WHERE id = :id AND status = 'QUEUED'")
                    .param("id", job.submissionId())
                    .update();
        }
        return updated == 1;
    }

    /**
     * The submission a claimed job grades, read with one plain query (an entity load costs several times more);
     * empty when the database no longer holds it.
     */
    Optional<GradingInput> input(ClaimedJob job) {
        return jdbc.sql("SELECT assignment, source, submitted_at FROM submissions WHERE id = :id")
                .param("id", job.submissionId())
                .query((rs, row) -> new GradingInput(job.submissionId(), rs.getString("assignment"),
                        rs.getBytes("source"), rs.getObject("submitted_at", OffsetDateTime.class).toInstant()))
                .optional();
    }

    /**
     * Ends a job whose submission is gone, if this replica still holds it: nothing can grade it or take its
     * report, and queued again it would only fail again. Its state, {@value #ORPHANED}, is left for an operator to find.
     */
    boolean endOrphaned(long jobId, String owner, Instant now) {
        return end(jobId, owner, now, ORPHANED);
    }

    /**
     * Extends the leases of the jobs this replica is grading. Only those named: a job whose grading
     * thread gave up is not kept alive, so its lease runs out and another claim retries it.
     */
    int heartbeat(String owner, Collection<Long> jobIds, Instant leaseUntil) {
        if (jobIds.isEmpty()) {
            return 0;
        }
        return jdbc.sql("""
                        UPDATE grading_jobs SET lease_until = :lease
                        WHERE owner = :owner AND state = 'RUNNING' AND id IN (:ids)""")
                .param("lease", SqlTime.of(leaseUntil))
                .param("owner", owner)
                .param("ids", jobIds)
                .update();
    }

    /**
     * On shutdown: hands unfinished jobs back at once instead of letting their leases run out. The
     * attempt is not counted (the job did nothing wrong), but the time it held a worker is.
     */
    int release(String owner, Instant now) {
        int released = 0;
        for (Candidate job : select("owner = :owner AND state = 'RUNNING'", Map.of("owner", owner))) {
            released += requeue(job, owner, now, 1);
        }
        return released;
    }

    /** A grading that failed before storing its report: queued again at once, the attempt counted. */
    boolean giveBack(long jobId, String owner, Instant now) {
        return select("id = :id AND owner = :owner AND state = 'RUNNING'", Map.of("id", jobId, "owner", owner))
                .stream().mapToInt(job -> requeue(job, owner, now, 0)).sum() == 1;
    }

    private int requeue(Candidate job, String owner, Instant now, int attemptsBack) {
        return jdbc.sql("""
                        UPDATE grading_jobs
                        SET state = 'QUEUED', owner = NULL, lease_until = NULL, attempts = attempts - :back,
                            held_millis = :held
                        WHERE id = :id AND owner = :owner AND state = 'RUNNING'""")
                .param("back", attemptsBack)
                .param("held", job.heldMillis() + Duration.between(job.startedAt(), now).toMillis())
                .param("id", job.id())
                .param("owner", owner)
                .update();
    }

    /**
     * Charges a flow for a job that held a worker long: its queued jobs move back by the extra turns
     * (see {@link FairShare#TURN}), so other learners go first for that long. Most gradings are
     * far below one turn and cost no statement.
     */
    void charge(String flow, Duration held) {
        long turns = FairShare.extraTurns(held);
        if (turns > 0) {
            jdbc.sql("UPDATE grading_jobs SET fair_rank = fair_rank + :turns WHERE flow = :flow AND state = 'QUEUED'")
                    .param("turns", turns)
                    .param("flow", flow)
                    .update();
        }
    }

    /**
     * Marks a job done if this replica still holds it; call in the transaction that stores its
     * report, so a job that was taken over writes nothing.
     */
    public boolean finish(long jobId, String owner, Instant now) {
        return end(jobId, owner, now, DONE);
    }

    /** Moves a job this replica still holds to a final state; false when it is no longer held here. */
    private boolean end(long jobId, String owner, Instant now, String state) {
        return jdbc.sql("""
                        UPDATE grading_jobs SET state = :state, lease_until = NULL, finished_at = :now
                        WHERE id = :id AND owner = :owner AND state = 'RUNNING'""")
                .param("state", state)
                .param("now", SqlTime.of(now))
                .param("id", jobId)
                .param("owner", owner)
                .update() == 1;
    }

    /** A job row as a claim sees it. */
    private record Candidate(long id, UUID submissionId, GradingJob.Kind kind, int attempts, String flow,
            long rank, long heldMillis, Instant startedAt, Instant leaseUntil, Instant enqueuedAt) {

        static final Comparator<Candidate> IN_TURN =
                Comparator.comparingLong(Candidate::rank).thenComparingLong(Candidate::id);

        static Candidate read(ResultSet rs) throws SQLException {
            OffsetDateTime started = rs.getObject("started_at", OffsetDateTime.class);
            OffsetDateTime lease = rs.getObject("lease_until", OffsetDateTime.class);
            OffsetDateTime enqueued = rs.getObject("enqueued_at", OffsetDateTime.class);
            return new Candidate(rs.getLong("id"), rs.getObject("submission_id", UUID.class),
                    GradingJob.Kind.valueOf(rs.getString("kind")), rs.getInt("attempts"), rs.getString("flow"),
                    rs.getLong("fair_rank"), rs.getLong("held_millis"),
                    started == null ? null : started.toInstant(), lease == null ? null : lease.toInstant(),
                    enqueued == null ? null : enqueued.toInstant());
        }

        /**
         * This job as claimed now. A job taken over from a replica that died is charged the whole time
         * that replica held it, up to its lease's end: more than it ran, never less.
         */
        ClaimedJob claimed(Instant now) {
            long held = heldMillis;
            if (leaseUntil != null && startedAt != null && leaseUntil.isBefore(now)) {
                held += Math.max(0, Duration.between(startedAt, leaseUntil).toMillis());
            }
            return new ClaimedJob(id, submissionId, kind, attempts + 1, Duration.ofMillis(held), flow, enqueuedAt);
        }
    }
}
