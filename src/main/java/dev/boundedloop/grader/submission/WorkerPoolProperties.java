package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.workers.WorkerPoolSettings;
import java.time.Duration;
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
 */
@ConfigurationProperties("grader.sandbox")
record WorkerPoolProperties(Integer size, String maxHeap, String maxMetaspace, Duration jobTimeout,
        Integer recycleAfterJobs) {

    WorkerPoolSettings settings(int gradingThreads) {
        WorkerPoolSettings d = WorkerPoolSettings.defaults();
        return new WorkerPoolSettings(
                size != null ? size : Math.max(1, gradingThreads),
                maxHeap != null ? maxHeap : d.maxHeap(),
                maxMetaspace != null ? maxMetaspace : d.maxMetaspace(),
                jobTimeout != null ? jobTimeout : d.jobTimeout(),
                d.startTimeout(),
                recycleAfterJobs != null ? recycleAfterJobs : d.recycleAfterJobs());
    }
}
