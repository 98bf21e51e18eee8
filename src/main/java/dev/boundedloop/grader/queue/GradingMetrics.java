package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.grading.SubmissionStatus;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntSupplier;
import org.springframework.stereotype.Component;

/**
 * The service's own metrics, exported at /actuator/prometheus: queue depth, submissions by status,
 * grading time, the wait in the queue, submission-to-report turnaround, and the backlog of each
 * outbox that delivers to other systems ({@link DeliveryBacklog}).
 */
@Component
class GradingMetrics {

    private record Outcome(SubmissionStatus status, GradingJob.Kind kind) {}

    private final MeterRegistry registry;
    /** Built once per status and kind: building and registering a timer per grading costs more than recording. */
    private final Map<Outcome, Timer> gradingTimers = new ConcurrentHashMap<>();
    private final Map<GradingJob.Kind, Timer> queueWaits = new ConcurrentHashMap<>();
    private final Timer turnaround;

    GradingMetrics(MeterRegistry registry, QueueStats stats, List<DeliveryBacklog> backlogs) {
        this.registry = registry;
        this.turnaround = Timer.builder("grader.turnaround")
                .description("From a submission's arrival to its final report, stored")
                .publishPercentileHistogram().register(registry);
        for (GradingJob.Kind kind : GradingJob.Kind.values()) {
            queueWaits.put(kind, Timer.builder("grader.queue.wait")
                    .description("From a job's arrival in the queue to its first claim by a replica")
                    .tag("kind", kind.name()).publishPercentileHistogram().register(registry));
        }
        for (DeliveryBacklog backlog : backlogs) {
            Gauge.builder("grader.outbox.backlog", backlog, DeliveryBacklog::pending).strongReference(true)
                    .description("Deliveries to other systems not yet made, by outbox")
                    .tag("outbox", backlog.outbox()).register(registry);
        }
        Gauge.builder("grader.queue.depth", stats, s -> s.snapshot().queuedJobs())
                .description("Jobs waiting to be graded, across replicas").register(registry);
        Gauge.builder("grader.queue.running", stats, s -> s.snapshot().runningJobs())
                .description("Jobs being graded, across replicas").register(registry);
        for (SubmissionStatus status : SubmissionStatus.values()) {
            Gauge.builder("grader.submissions", stats, s -> s.snapshot().submissions().get(status))
                    .description("Submissions by current status").tag("status", status.name()).register(registry);
        }
    }

    void busyWorkers(IntSupplier busy) {
        // Held strongly: the supplier is a lambda nothing else keeps, and a weakly held one reads NaN after a GC.
        Gauge.builder("grader.workers.busy", busy, IntSupplier::getAsInt).strongReference(true)
                .description("Grading threads busy on this replica").register(registry);
    }

    void waited(GradingJob.Kind kind, Duration wait) {
        queueWaits.get(kind).record(wait.isNegative() ? Duration.ZERO : wait);
    }

    void graded(SubmissionStatus status, GradingJob.Kind kind, Duration grading, Duration turnaroundTime) {
        gradingTimers.computeIfAbsent(new Outcome(status, kind), key -> Timer.builder("grader.grading")
                .description("Time to grade one job")
                .tag("status", status.name()).tag("kind", kind.name())
                .publishPercentileHistogram().register(registry)).record(grading);
        if (kind == GradingJob.Kind.GRADE) {
            turnaround.record(turnaroundTime);
        }
    }
}
