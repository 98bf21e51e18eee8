package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.jail.JailMode;
import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.workers.WorkerJar;
import dev.boundedloop.grader.workers.WorkerPoolSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The sandbox's worker JVMs ({@code grader.sandbox.*}); anything left out keeps
 * {@link WorkerPoolSettings#defaults()}.
 *
 * @param size how many worker JVMs compile and run learner code; default one per grading thread
 *     ({@code grader.queue.workers}), at least one
 * @param maxHeap each worker JVM's heap limit ({@code -Xmx}); default 256m
 * @param maxMetaspace each worker JVM's metaspace limit ({@code -XX:MaxMetaspaceSize}); default 192m
 * @param jobTimeout the wall-clock watchdog per job: a worker that overruns it is killed and replaced; default 30s
 * @param recycleAfterJobs a worker is replaced after this many jobs, and keeps serving until its replacement is
 *     warm; default 5000
 * @param jail the operating system's jail around each worker JVM
 * @param warmUpRounds how often each new worker grades every assignment's starter before taking its first job,
 *     so that javac and the JIT are warm for the first learner; the workers of the service's start do it once the
 *     service answers, between their first jobs, so that it does not slow the start; 0 leaves the warming to the
 *     first submissions; default 3
 * @param compileCacheBytes how much of the service's memory may keep compiled sources, so that grading a
 *     source again (a regrade, a resubmission of the same file) reuses its compile instead of running javac;
 *     kept by the exact source, the learner API and the compiler, lost at restart; 0 keeps none; default
 *     33554432 (32 MiB)
 * @param workerJar the learner's jar of this same build, to start workers from instead of the service's own
 *     jar: workers then share one class-data archive and start on about half the CPU; a jar of another build
 *     is refused at start; default none
 */
@ConfigurationProperties("grader.sandbox")
record WorkerPoolProperties(Integer size, String maxHeap, String maxMetaspace, Duration jobTimeout,
        Integer recycleAfterJobs, Jail jail, Integer warmUpRounds, Long compileCacheBytes, Path workerJar) {

    WorkerPoolSettings settings(int gradingThreads, List<Path> secretFiles) {
        WorkerPoolSettings d = WorkerPoolSettings.defaults();
        return new WorkerPoolSettings(
                size != null ? size : Math.max(1, gradingThreads),
                maxHeap != null ? maxHeap : d.maxHeap(),
                maxMetaspace != null ? maxMetaspace : d.maxMetaspace(),
                jobTimeout != null ? jobTimeout : d.jobTimeout(),
                d.startTimeout(),
                recycleAfterJobs != null ? recycleAfterJobs : d.recycleAfterJobs(),
                jail != null ? jail.settings() : JailSettings.defaults(),
                secretFiles,
                warmUpRounds != null ? warmUpRounds : d.warmUpRounds(),
                compileCacheBytes != null ? compileCacheBytes : d.compileCacheBytes(),
                workerJar != null ? WorkerJar.classPath(workerJar) : d.classPath(), d.archiveAtOnce(), true);
    }

    /**
     * The jail ({@code grader.sandbox.jail.*}).
     *
     * @param mode required (refuse to start without a proven jail), auto (jail where the platform
     *     allows, otherwise warn at start and every hour) or off; default auto
     * @param bubblewrap the bubblewrap program, a path or a name on the PATH; default bwrap
     * @param firstUid as root, each live worker runs as its own uid from this one on; default 1900000000
     * @param uidCount how many uids from first-uid workers may use; default 1000
     * @param maxProcesses each worker's limit on processes and threads; default 128
     * @param maxOpenFiles each worker's limit on open files; default 1024
     * @param maxFileBytes the largest file a worker may write, in bytes; default 67108864 (64 MiB)
     * @param tmpBytes the size of each worker's private /tmp, in bytes; default 67108864 (64 MiB)
     */
    record Jail(JailMode mode, String bubblewrap, Integer firstUid, Integer uidCount, Integer maxProcesses,
            Integer maxOpenFiles, Long maxFileBytes, Long tmpBytes) {

        JailSettings settings() {
            JailSettings d = JailSettings.defaults();
            return new JailSettings(
                    mode != null ? mode : d.mode(),
                    bubblewrap != null ? bubblewrap : d.bubblewrap(),
                    firstUid != null ? firstUid : d.firstUid(),
                    uidCount != null ? uidCount : d.uidCount(),
                    maxProcesses != null ? maxProcesses : d.maxProcesses(),
                    maxOpenFiles != null ? maxOpenFiles : d.maxOpenFiles(),
                    maxFileBytes != null ? maxFileBytes : d.maxFileBytes(),
                    tmpBytes != null ? tmpBytes : d.tmpBytes());
        }
    }
}
