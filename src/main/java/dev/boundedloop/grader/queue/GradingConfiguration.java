package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.jail.JailMode;
import dev.boundedloop.grader.jail.Protection;
import dev.boundedloop.grader.storage.H2DatabaseFile;
import dev.boundedloop.grader.workers.RestartCause;
import dev.boundedloop.grader.workers.WorkerPool;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Where grading runs: in this replica's pool of sandboxed worker JVMs, one per
 * grading thread unless configured otherwise. Nothing else in the service knows how grading is done.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({QueueProperties.class, WorkerPoolProperties.class})
class GradingConfiguration {

    private static final Logger log = LoggerFactory.getLogger(GradingConfiguration.class);

    /** How long the service waits, as it starts, for the first worker to prove its jail. */
    private static final Duration PROOF_TIMEOUT = Duration.ofSeconds(60);

    @Bean(destroyMethod = "close")
    WorkerPool submissionGrader(QueueProperties queue, WorkerPoolProperties workers, MeterRegistry registry,
            @Value("${grader.suites.folder:./grader-cases}") Path suites,
            @Value("${spring.datasource.url:}") String databaseUrl) {
        WorkerPool pool = new WorkerPool(workers.settings(queue.workers(), secretFiles(suites, databaseUrl)));
        if (pool.protection().jailed()) {
            log.info("Grading protection: {}", pool.protection().summary());
        } else {
            log.warn("Grading protection: {}", pool.protection().summary());
        }
        Gauge.builder("grader.workers.idle", pool, WorkerPool::idleWorkers)
                .description("Worker JVMs waiting for a job").register(registry);
        Gauge.builder("grader.workers.cold", pool, WorkerPool::coldWorkers)
                .description("Worker JVMs not yet warmed up: starting, or warming up between their first jobs")
                .register(registry);
        // A count that only grows: a counter, so rate() over it means something (grader_workers_restarts_total).
        for (RestartCause cause : RestartCause.values()) {
            FunctionCounter.builder("grader.workers.restarts", pool, p -> p.restarts(cause))
                    .tag("cause", cause.tag())
                    .description("Worker JVMs replaced, by cause: a job that ended unfinished (crash, watchdog kill),"
                            + " an oversized report, an abandoned job, death while idle, suspect state, the job quota")
                    .register(registry);
        }
        Protection protection = pool.protection();
        Gauge.builder("grader.workers.jail", pool, p -> p.protection().jailed() ? 1 : 0)
                .tag("mode", protection.modeName())
                .description("1 when worker JVMs run in the operating system's jail, 0 when the bytecode allowlist"
                        + " is the only wall")
                .register(registry);
        return pool;
    }

    /**
     * Files a worker must never see, which each one looks for as it starts: the suites (hidden cases
     * among them) and the embedded database.
     */
    private static List<Path> secretFiles(Path suites, String databaseUrl) {
        List<Path> files = new ArrayList<>();
        files.add(suites.resolve("assignments.json"));
        H2DatabaseFile.of(databaseUrl).ifPresent(files::add);
        return files;
    }

    /**
     * In required mode, the service does not open its port until the first worker has proven its
     * jail: a failed proof stops the start with the reason, before any learner's code is taken.
     */
    @Bean
    SmartInitializingSingleton jailProofBeforeServing(WorkerPool pool) {
        return () -> {
            if (pool.protection().mode() != JailMode.REQUIRED) {
                return;
            }
            try {
                pool.awaitProof(PROOF_TIMEOUT);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the jail's proof", e);
            }
        };
    }

    /**
     * The workers of the start warm up once the service answers, between their first jobs, so that their
     * warm-up does not compete with the start for the cores.
     */
    @Bean
    ApplicationListener<ApplicationReadyEvent> warmWorkersOnceServing(WorkerPool pool) {
        return ready -> pool.warmUp();
    }

    @Bean(destroyMethod = "close")
    UnjailedWarning unjailedWarning(WorkerPool pool) {
        return new UnjailedWarning(pool::protection, Duration.ofHours(1));
    }

    /** The "workers" component of /actuator/health. */
    @Bean
    HealthIndicator workersHealthIndicator(WorkerPool pool, WorkerPoolProperties workers, QueueProperties queue) {
        return () -> Health.up()
                .withDetail("size", workers.settings(queue.workers(), List.of()).size())
                .withDetail("idle", pool.idleWorkers())
                .withDetail("cold", pool.coldWorkers())
                .withDetail("busy", pool.busyWorkers())
                .withDetail("restarts", pool.restarts())
                .withDetail("jail", pool.protection().state())
                .withDetail("protection", pool.protection().summary())
                .build();
    }

    /** "protection" in /actuator/info: what stands between learner code and the service. */
    @Bean
    InfoContributor protectionInfo(WorkerPool pool) {
        return builder -> {
            Protection protection = pool.protection();
            builder.withDetail("protection", Map.of("mode", protection.modeName(), "jail", protection.state(),
                    "summary", protection.summary(), "measures", protection.measures()));
        };
    }
}
