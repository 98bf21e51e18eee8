package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.grading.SubmissionStatus;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Cluster-wide counts for metrics and health, read from the database at most once a second
 * however often they are scraped.
 */
@Component
class QueueStats {

    private static final Duration FRESH_FOR = Duration.ofSeconds(1);

    record Snapshot(long queuedJobs, long runningJobs, Map<SubmissionStatus, Long> submissions) {}

    private final JdbcClient jdbc;
    private final Clock clock;
    private Snapshot snapshot;
    private Instant readAt = Instant.MIN;

    QueueStats(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    synchronized Snapshot snapshot() {
        Instant now = clock.instant();
        if (snapshot == null || now.isAfter(readAt.plus(FRESH_FOR))) {
            snapshot = read();
            readAt = now;
        }
        return snapshot;
    }

    private Snapshot read() {
        Map<String, Long> jobs = new HashMap<>();
        jdbc.sql("SELECT state, COUNT(*) AS n FROM grading_jobs WHERE state IN ('QUEUED', 'RUNNING') GROUP BY state")
                .query((rs, row) -> Map.entry(rs.getString("state"), rs.getLong("n")))
                .list().forEach(e -> jobs.put(e.getKey(), e.getValue()));
        Map<SubmissionStatus, Long> submissions = new EnumMap<>(SubmissionStatus.class);
        for (SubmissionStatus status : SubmissionStatus.values()) {
            submissions.put(status, 0L);
        }
        jdbc.sql("SELECT status, COUNT(*) AS n FROM submissions GROUP BY status")
                .query((rs, row) -> Map.entry(SubmissionStatus.valueOf(rs.getString("status")), rs.getLong("n")))
                .list().forEach(e -> submissions.put(e.getKey(), e.getValue()));
        return new Snapshot(jobs.getOrDefault(JobQueue.QUEUED, 0L), jobs.getOrDefault(JobQueue.RUNNING, 0L),
                submissions);
    }
}
