package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.replicas.ReplicaLiveness;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * Claims jobs while this replica has free grading threads, renews their leases, and on shutdown
 * lets running gradings finish for a grace period and hands the rest back to the queue. A grading
 * that outlives the grace period finds its job released and stores nothing.
 */
@Component
public class GradingDispatcher implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(GradingDispatcher.class);
    /** The claim loop ends after its current round; this only bounds a round stuck on the database. */
    private static final long LOOP_EXIT_MILLIS = 10_000;

    private final JobQueue queue;
    private final JobGrading grading;
    private final ReplicaLiveness liveness;
    private final QueueProperties properties;
    private final Clock clock;
    private final GradingMetrics metrics;
    private final Semaphore freeWorkers;
    /** Jobs this replica is grading: the only ones its heartbeat keeps alive. */
    private final Set<Long> inFlight = ConcurrentHashMap.newKeySet();
    private final Object wakeUp = new Object();
    private boolean nudged;
    private volatile boolean running;
    private ExecutorService workers;
    private Thread loop;

    GradingDispatcher(JobQueue queue, JobGrading grading, ReplicaLiveness liveness, QueueProperties properties,
            Clock clock, GradingMetrics metrics) {
        this.queue = queue;
        this.grading = grading;
        this.liveness = liveness;
        this.properties = properties;
        this.clock = clock;
        this.metrics = metrics;
        this.freeWorkers = new Semaphore(properties.workers());
        metrics.busyWorkers(() -> properties.workers() - freeWorkers.availablePermits());
    }

    String owner() {
        return properties.instanceId();
    }

    /** A job was enqueued or a worker came free: look for work now rather than at the next poll. */
    public void nudge() {
        synchronized (wakeUp) {
            nudged = true;
            wakeUp.notifyAll();
        }
    }

    boolean grading() {
        return running && loop != null && loop.isAlive();
    }

    @Override
    public synchronized void start() {
        running = true;
        if (properties.workers() == 0) {
            log.info("grader.queue.workers is 0: this replica takes submissions and leaves grading to others");
            return;
        }
        liveness.register(owner(), this::nudge);
        workers = Executors.newFixedThreadPool(properties.workers(), named("grader-worker-"));
        loop = named("grader-dispatcher-").newThread(this::run);
        loop.start();
        log.info("Grading with {} workers as {}", properties.workers(), owner());
    }

    @Override
    public synchronized void stop() {
        running = false;
        if (loop == null) {
            return;
        }
        nudge(); // no interrupt: H2 closes its file when a thread is interrupted during I/O
        try {
            loop.join(LOOP_EXIT_MILLIS);
            workers.shutdown();
            if (!workers.awaitTermination(properties.shutdownGrace().toMillis(), TimeUnit.MILLISECONDS)) {
                log.warn("Gradings still running after {}; handing their jobs back", properties.shutdownGrace());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            int released = queue.release(owner(), clock.instant());
            if (released > 0) {
                log.info("Handed {} unfinished jobs back to the queue", released);
            }
            liveness.close();
            loop = null;
        }
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    /**
     * Stops after the web server: requests waiting ({@code ?wait}) for a report are answered while
     * grading still runs, and the web server drains before grading stops (WaitingRequestsOnShutdown).
     */
    @Override
    public int getPhase() {
        return WebServerApplicationContext.START_STOP_LIFECYCLE_PHASE - 1;
    }

    private void run() {
        Instant nextHeartbeat = Instant.MIN;
        while (running) {
            try {
                Instant now = clock.instant();
                if (!now.isBefore(nextHeartbeat)) {
                    queue.heartbeat(owner(), Set.copyOf(inFlight), now.plus(properties.lease()));
                    nextHeartbeat = now.plus(properties.heartbeat());
                }
                int free = freeWorkers.availablePermits();
                int claimed = 0;
                if (free > 0) {
                    List<ClaimedJob> jobs = queue.claim(owner(), free, properties.runningPerLearner(), now,
                            now.plus(properties.lease()));
                    for (ClaimedJob job : jobs) {
                        if (job.attempts() == 1 && job.enqueuedAt() != null) {
                            metrics.waited(job.kind(), Duration.between(job.enqueuedAt(), now));
                        }
                        freeWorkers.acquire();
                        inFlight.add(job.id());
                        workers.execute(() -> gradeThenFree(job));
                    }
                    claimed = jobs.size();
                }
                if (claimed == 0 || claimed == free) {
                    // Nothing to claim, or no worker left: sleep until nudged or the next poll.
                    awaitNudge();
                }
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                log.warn("Claiming jobs failed; trying again after {}", properties.pollInterval(), e);
                try {
                    awaitNudge();
                } catch (InterruptedException stop) {
                    return;
                }
            }
        }
    }

    private void gradeThenFree(ClaimedJob job) {
        try {
            grading.grade(job, owner());
        } catch (RuntimeException e) {
            log.error("Grading job {} failed before its report was stored", job.id(), e);
            handBack(job);
        } finally {
            inFlight.remove(job.id());
            freeWorkers.release();
            nudge();
        }
    }

    /**
     * Queues a failed job again at once (its attempt counted, so max-attempts ends it), rather than
     * leaving it RUNNING, where it would count against its learner's cap. If even that fails, the
     * heartbeat no longer renews it and its lease runs out.
     */
    private void handBack(ClaimedJob job) {
        try {
            queue.giveBack(job.id(), owner(), clock.instant());
        } catch (RuntimeException e) {
            log.warn("Could not hand job {} back; it is retried once its lease runs out", job.id(), e);
        }
    }

    // Not in a loop on purpose: a spurious wake-up costs one early poll of the queue, which the timeout makes anyway.
    @SuppressWarnings("WaitNotInLoop")
    private void awaitNudge() throws InterruptedException {
        synchronized (wakeUp) {
            if (!nudged) {
                wakeUp.wait(properties.pollInterval().toMillis());
            }
            nudged = false;
        }
    }

    private static ThreadFactory named(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
