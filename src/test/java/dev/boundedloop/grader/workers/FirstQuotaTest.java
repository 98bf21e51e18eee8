package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The first workers of a pool share the jobs evenly, so with one quota each they would all retire at once and
 * their replacements warm up together under load; their quotas are spread over one quota instead.
 */
class FirstQuotaTest {

    @Test
    void theFirstWorkersQuotasAreSpreadEvenlyOverOneQuota() {
        assertThat(quotas(2, 5000)).containsExactly(2500, 5000);
        assertThat(quotas(3, 5000)).containsExactly(1666, 3333, 5000);
        assertThat(quotas(1, 5000)).as("a lone worker has the whole quota").containsExactly(5000);
    }

    @Test
    void noWorkerIsGivenNoJobsAtAll() {
        assertThat(quotas(4, 2)).containsExactly(1, 1, 1, 2);
    }

    private static int[] quotas(int size, int recycleAfterJobs) {
        return IntStream.range(0, size).map(index -> WorkerPool.firstQuota(index, size, recycleAfterJobs)).toArray();
    }
}
