package dev.boundedloop.grader.workers;

import java.time.Duration;

/**
 * How the worker pool runs.
 *
 * @param size worker JVMs, by default one per core
 * @param maxHeap the workers' -Xmx, e.g. "256m"
 * @param maxMetaspace the workers' -XX:MaxMetaspaceSize
 * @param jobTimeout the wall-clock watchdog per job; fuel bounds learner code long before this
 * @param startTimeout how long a new worker may take to become ready
 * @param recycleAfterJobs a worker is replaced after this many jobs
 */
public record WorkerPoolSettings(
        int size, String maxHeap, String maxMetaspace, Duration jobTimeout, Duration startTimeout,
        int recycleAfterJobs) {

    public WorkerPoolSettings {
        if (size < 1) {
            throw new IllegalArgumentException("the pool needs at least one worker, was " + size);
        }
        if (recycleAfterJobs < 1) {
            throw new IllegalArgumentException("recycleAfterJobs must be positive, was " + recycleAfterJobs);
        }
    }

    public static WorkerPoolSettings defaults() {
        return new WorkerPoolSettings(Runtime.getRuntime().availableProcessors(), "256m", "192m",
                Duration.ofSeconds(30), Duration.ofSeconds(60), 5000);
    }

    public WorkerPoolSettings withSize(int newSize) {
        return new WorkerPoolSettings(newSize, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs);
    }

    public WorkerPoolSettings withRecycleAfterJobs(int jobs) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, jobs);
    }

    public WorkerPoolSettings withJobTimeout(Duration timeout) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, timeout, startTimeout, recycleAfterJobs);
    }
}
