package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.replicas.ReplicaName;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The grading queue's settings ({@code grader.queue.*}).
 *
 * @param workers grading threads on this replica; default one per core; 0 makes a replica that only
 *     takes submissions and leaves grading to the others
 * @param maxDepth the most jobs waiting or running, across replicas, before new submissions get 503
 *     (default 1000). Checked at intake, so concurrent intakes may overshoot by their number.
 *     Regrades, which an instructor starts on purpose, are not limited by it.
 * @param lease how long a claim lasts without a heartbeat (default 30s); a replica that dies loses its
 *     jobs to the others after this
 * @param heartbeat how often a replica renews the leases of the jobs it grades (default 10s); must be
 *     well under the lease
 * @param pollInterval how often an idle replica looks for jobs (default 250ms); jobs submitted to
 *     this replica start at once
 * @param maxAttempts claims after which a job that never finished (its replica kept dying) gets an
 *     INTERNAL_ERROR report instead of another try (default 3)
 * @param runningPerLearner the most jobs one learner (one submitter; all regrades together count as
 *     one) may have running at once, across replicas (default 1). Claims take learners in turn and
 *     pass over one at this cap, so a learner's slow sources hold at most this many workers. Two
 *     replicas claiming one learner's jobs at the same instant may each take one.
 * @param maxGradingTime the most time one submission's job may hold workers over all its claims
 *     (default 60s, the sandbox's 30s watchdog twice). A job claimed again after holding workers
 *     this long gets an INTERNAL_ERROR report instead of another try; within one claim the worker
 *     pool's watchdog bounds it. A claim taken over after a replica died counts up to its lease's end.
 * @param retryAfter the Retry-After a full queue answers with (default 5s)
 * @param shutdownGrace how long a stopping replica lets running gradings finish before it hands their
 *     jobs back (default 20s)
 * @param instanceId this replica's name in job leases; default host, process id and a random suffix
 */
@ConfigurationProperties("grader.queue")
public record QueueProperties(
        Integer workers,
        @DefaultValue("1000") int maxDepth,
        @DefaultValue("30s") Duration lease,
        @DefaultValue("10s") Duration heartbeat,
        @DefaultValue("250ms") Duration pollInterval,
        @DefaultValue("3") int maxAttempts,
        @DefaultValue("1") int runningPerLearner,
        @DefaultValue("60s") Duration maxGradingTime,
        @DefaultValue("5s") Duration retryAfter,
        @DefaultValue("20s") Duration shutdownGrace,
        String instanceId) {

    public QueueProperties {
        if (workers == null) {
            workers = Runtime.getRuntime().availableProcessors();
        }
        if (workers < 0 || maxDepth < 1 || maxAttempts < 1 || runningPerLearner < 1) {
            throw new IllegalArgumentException(
                    "grader.queue: workers >= 0, max-depth >= 1, max-attempts >= 1 and running-per-learner >= 1");
        }
        if (maxGradingTime.isZero() || maxGradingTime.isNegative()) {
            throw new IllegalArgumentException("grader.queue.max-grading-time must be positive, e.g. 60s");
        }
        if (heartbeat.compareTo(lease) >= 0) {
            throw new IllegalArgumentException("grader.queue.heartbeat (" + heartbeat + ") must be shorter than the lease ("
                    + lease + "), or running jobs would be taken over");
        }
        if (instanceId == null || instanceId.isBlank()) {
            instanceId = ReplicaName.generate();
        }
    }
}
