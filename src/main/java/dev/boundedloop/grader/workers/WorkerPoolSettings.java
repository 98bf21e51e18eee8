package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.jail.JailSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * How the worker pool runs.
 *
 * @param size worker JVMs, by default one per core
 * @param maxHeap the workers' -Xmx, e.g. "256m"
 * @param maxMetaspace the workers' -XX:MaxMetaspaceSize
 * @param jobTimeout the wall-clock watchdog per job; fuel bounds learner code long before this
 * @param startTimeout how long a new worker may take to become ready
 * @param recycleAfterJobs a worker is replaced after this many jobs
 * @param jail whether and how workers are jailed
 * @param secretFiles files of the service's that no worker may see (its database, its suites): every
 *     worker looks for each as it starts, and a jailed worker that sees one fails its proof
 */
public record WorkerPoolSettings(
        int size, String maxHeap, String maxMetaspace, Duration jobTimeout, Duration startTimeout,
        int recycleAfterJobs, JailSettings jail, List<Path> secretFiles) {

    public WorkerPoolSettings {
        if (size < 1) {
            throw new IllegalArgumentException("the pool needs at least one worker, was " + size);
        }
        if (recycleAfterJobs < 1) {
            throw new IllegalArgumentException("recycleAfterJobs must be positive, was " + recycleAfterJobs);
        }
        secretFiles = List.copyOf(secretFiles);
    }

    /** One worker per core, jailed as {@value JailSettings#MODE_VARIABLE} says (auto when it is unset). */
    public static WorkerPoolSettings defaults() {
        return new WorkerPoolSettings(Runtime.getRuntime().availableProcessors(), "256m", "192m",
                Duration.ofSeconds(30), Duration.ofSeconds(60), 5000, JailSettings.fromEnvironment(System.getenv()),
                List.of());
    }

    public WorkerPoolSettings withSize(int newSize) {
        return new WorkerPoolSettings(newSize, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, jail,
                secretFiles);
    }

    public WorkerPoolSettings withRecycleAfterJobs(int jobs) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, jobs, jail, secretFiles);
    }

    public WorkerPoolSettings withJobTimeout(Duration timeout) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, timeout, startTimeout, recycleAfterJobs, jail,
                secretFiles);
    }

    public WorkerPoolSettings withJail(JailSettings newJail) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, newJail,
                secretFiles);
    }

    public WorkerPoolSettings withSecretFiles(List<Path> files) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, jail,
                files);
    }
}
