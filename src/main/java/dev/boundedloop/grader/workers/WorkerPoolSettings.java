package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.jail.JailSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

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
 * @param warmUpRounds how often a new worker grades every starter before it says it is ready, so that
 *     javac and the JIT are warm for the first learner; 0 for a one-shot grading, where warming would
 *     only add the same work again
 * @param compileCacheBytes how much memory the supervisor may spend keeping compiles, so that grading
 *     the same source again (a regrade, a resubmission) skips javac; 0 keeps none
 * @param classPath where workers load the grader from: this JVM's own class path, or a {@link WorkerJar}
 * @param archiveAtOnce whether a pool on a cache folder no run has used writes the workers' class-data
 *     archive at once (a service, whose workers start many times), or only marks the folder used and
 *     leaves the archive to the next pool (a one-shot grading, which a CI machine that keeps no cache
 *     runs afresh every time, and which would wait for the archive's trusted run for nothing)
 * @param warmUpWhenTold whether the pool's first workers say they are ready before they warm up, and warm
 *     up only once {@link WorkerPool#warmUp()} is called, between jobs: a service calls it once it answers,
 *     so that its workers' warm-up does not slow its own start; workers started after that warm up first
 */
public record WorkerPoolSettings(
        int size, String maxHeap, String maxMetaspace, Duration jobTimeout, Duration startTimeout,
        int recycleAfterJobs, JailSettings jail, List<Path> secretFiles, int warmUpRounds, long compileCacheBytes,
        List<Path> classPath, boolean archiveAtOnce, boolean warmUpWhenTold) {

    /** 32 MiB: a compiled policy takes a few KiB, so some thousands of sources. */
    public static final long DEFAULT_COMPILE_CACHE_BYTES = 32L * 1024 * 1024;

    /** Overrides {@link #DEFAULT_WARM_UP_ROUNDS} for {@link #defaults()}, as the service's setting does. */
    public static final String WARM_UP_ROUNDS_VARIABLE = "GRADER_SANDBOX_WARM_UP_ROUNDS";
    public static final int DEFAULT_WARM_UP_ROUNDS = 3;

    public WorkerPoolSettings {
        if (size < 1) {
            throw new IllegalArgumentException("the pool needs at least one worker, was " + size);
        }
        if (recycleAfterJobs < 1) {
            throw new IllegalArgumentException("recycleAfterJobs must be positive, was " + recycleAfterJobs);
        }
        if (warmUpRounds < 0) {
            throw new IllegalArgumentException("warmUpRounds cannot be negative, was " + warmUpRounds);
        }
        if (compileCacheBytes < 0) {
            throw new IllegalArgumentException("compileCacheBytes cannot be negative, was " + compileCacheBytes);
        }
        if (classPath.isEmpty()) {
            throw new IllegalArgumentException("workers need a class path");
        }
        secretFiles = List.copyOf(secretFiles);
        classPath = List.copyOf(classPath);
    }

    /**
     * One worker per core, jailed as {@value JailSettings#MODE_VARIABLE} says (auto when it is unset),
     * warmed {@value #DEFAULT_WARM_UP_ROUNDS} times unless {@value #WARM_UP_ROUNDS_VARIABLE} says otherwise,
     * started from this JVM's class path unless {@value WorkerJar#VARIABLE} names a worker jar.
     */
    public static WorkerPoolSettings defaults() {
        return new WorkerPoolSettings(Runtime.getRuntime().availableProcessors(), "256m", "192m",
                Duration.ofSeconds(30), Duration.ofSeconds(60), 5000, JailSettings.fromEnvironment(System.getenv()),
                List.of(), warmUpRoundsFrom(System.getenv()), DEFAULT_COMPILE_CACHE_BYTES,
                WorkerJar.classPathFrom(System.getenv()), true, false);
    }

    static int warmUpRoundsFrom(Map<String, String> environment) {
        String rounds = environment.get(WARM_UP_ROUNDS_VARIABLE);
        if (rounds == null || rounds.isBlank()) {
            return DEFAULT_WARM_UP_ROUNDS;
        }
        try {
            return Integer.parseInt(rounds.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(WARM_UP_ROUNDS_VARIABLE + " must be a whole number, was \"" + rounds + "\"");
        }
    }

    public WorkerPoolSettings withSize(int newSize) {
        return new WorkerPoolSettings(newSize, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, jail,
                secretFiles, warmUpRounds, compileCacheBytes, classPath, archiveAtOnce, warmUpWhenTold);
    }

    public WorkerPoolSettings withRecycleAfterJobs(int jobs) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, jobs, jail, secretFiles,
                warmUpRounds, compileCacheBytes, classPath, archiveAtOnce, warmUpWhenTold);
    }

    public WorkerPoolSettings withJobTimeout(Duration timeout) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, timeout, startTimeout, recycleAfterJobs, jail,
                secretFiles, warmUpRounds, compileCacheBytes, classPath, archiveAtOnce, warmUpWhenTold);
    }

    public WorkerPoolSettings withJail(JailSettings newJail) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, newJail,
                secretFiles, warmUpRounds, compileCacheBytes, classPath, archiveAtOnce, warmUpWhenTold);
    }

    public WorkerPoolSettings withSecretFiles(List<Path> files) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, jail,
                files, warmUpRounds, compileCacheBytes, classPath, archiveAtOnce, warmUpWhenTold);
    }

    public WorkerPoolSettings withCompileCacheBytes(long bytes) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, jail,
                secretFiles, warmUpRounds, bytes, classPath, archiveAtOnce, warmUpWhenTold);
    }

    public WorkerPoolSettings withWarmUpRounds(int rounds) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, jail,
                secretFiles, rounds, compileCacheBytes, classPath, archiveAtOnce, warmUpWhenTold);
    }

    public WorkerPoolSettings withArchiveAtOnce(boolean atOnce) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, jail,
                secretFiles, warmUpRounds, compileCacheBytes, classPath, atOnce, warmUpWhenTold);
    }

    public WorkerPoolSettings withClassPath(List<Path> entries) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, jail,
                secretFiles, warmUpRounds, compileCacheBytes, entries, archiveAtOnce, warmUpWhenTold);
    }

    public WorkerPoolSettings withWarmUpWhenTold(boolean whenTold) {
        return new WorkerPoolSettings(size, maxHeap, maxMetaspace, jobTimeout, startTimeout, recycleAfterJobs, jail,
                secretFiles, warmUpRounds, compileCacheBytes, classPath, archiveAtOnce, whenTold);
    }

    /**
     * What of these settings can change a report: the workers' memory, the watchdog and the jail.
     * The size, the start, recycling, the compile cache and warming change only how fast a pool grades,
     * and the class path only where the same classes are read from ({@link WorkerJar} holds them the same).
     */
    public String verdictIdentity() {
        return "worker JVMs: heap " + maxHeap + ", metaspace " + maxMetaspace + ", job timeout " + jobTimeout + ", "
                + jail;
    }
}
