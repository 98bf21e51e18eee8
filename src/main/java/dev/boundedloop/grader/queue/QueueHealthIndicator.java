package dev.boundedloop.grader.queue;

import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.stereotype.Component;

/** The "queue" component of /actuator/health: down when this replica should grade but cannot. */
@Component("queueHealthIndicator")
class QueueHealthIndicator implements HealthIndicator {

    private final QueueStats stats;
    private final GradingDispatcher dispatcher;
    private final QueueProperties properties;

    QueueHealthIndicator(QueueStats stats, GradingDispatcher dispatcher, QueueProperties properties) {
        this.stats = stats;
        this.dispatcher = dispatcher;
        this.properties = properties;
    }

    @Override
    public Health health() {
        QueueStats.Snapshot snapshot = stats.snapshot();
        boolean grades = properties.workers() > 0;
        Health.Builder health = grades && !dispatcher.grading() ? Health.down() : Health.up();
        return health
                .withDetail("queued", snapshot.queuedJobs())
                .withDetail("running", snapshot.runningJobs())
                .withDetail("maxDepth", properties.maxDepth())
                .withDetail("full", snapshot.queuedJobs() + snapshot.runningJobs() >= properties.maxDepth())
                .withDetail("workers", properties.workers())
                .withDetail("replica", properties.instanceId())
                .build();
    }
}
