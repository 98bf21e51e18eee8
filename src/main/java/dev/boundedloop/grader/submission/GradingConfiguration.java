package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.workers.WorkerPool;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Where grading runs: in this replica's pool of sandboxed worker JVMs, one per
 * grading thread unless configured otherwise. Nothing else in the service knows how grading is done.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({QueueProperties.class, WorkerPoolProperties.class})
class GradingConfiguration {

    @Bean(destroyMethod = "close")
    WorkerPool submissionGrader(QueueProperties queue, WorkerPoolProperties workers, MeterRegistry registry) {
        WorkerPool pool = new WorkerPool(workers.settings(queue.workers()));
        Gauge.builder("grader.workers.idle", pool, WorkerPool::idleWorkers)
                .description("Warm worker JVMs waiting for a job").register(registry);
        Gauge.builder("grader.workers.restarts", pool, WorkerPool::restarts)
                .description("Worker JVMs replaced after a crash, a watchdog kill, an abort or their job quota")
                .register(registry);
        return pool;
    }

    /** The "workers" component of /actuator/health. */
    @Bean
    HealthIndicator workersHealthIndicator(WorkerPool pool, WorkerPoolProperties workers, QueueProperties queue) {
        return () -> Health.up()
                .withDetail("size", workers.settings(queue.workers()).size())
                .withDetail("idle", pool.idleWorkers())
                .withDetail("busy", pool.busyWorkers())
                .withDetail("restarts", pool.restarts())
                .build();
    }
}
