package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Two service instances share one PostgreSQL and grade 200 distinct submissions between them; one
 * is stopped mid-run, and still every submission gets exactly one report.
 */
@PostgresTest
@ServiceTest
class ScaleOutOnPostgresTest {

    private static final int LEARNERS = 10;
    private static final List<String> SOURCES = catalogue();

    @Test
    void twoInstancesShareTheQueueAndLoseNothingWhenOneStops() {
        String url = TestPostgres.newDatabase("scaleout");
        try (ServiceInstance a = ServiceInstance.startOnPostgres(url, "--grader.queue.instance-id=replica-a",
                        "--grader.queue.shutdown-grace=0s");
                ServiceInstance b = ServiceInstance.startOnPostgres(url, "--grader.queue.instance-id=replica-b")) {
            HttpApi viaA = a.api();
            HttpApi viaB = b.api();
            List<String> tokens = new ArrayList<>();
            for (int i = 0; i < LEARNERS; i++) {
                tokens.add((i % 2 == 0 ? viaA : viaB).createLearner(ServiceInstance.INSTRUCTOR, "learner-" + i));
            }

            submit(100, 0, tokens, viaA, viaB);
            awaitAllFinal(b.sql(), 100);
            for (String query : List.of("/api/instructor/assignments/ch03-unit-a/scores",
                    "/api/instructor/assignments/ch03-unit-a/case-failures",
                    "/api/instructor/assignments/ch03-unit-a/score-distribution",
                    "/api/instructor/assignments/ch03-unit-a/gradebook.csv",
                    "/api/instructor/submissions?size=100")) {
                assertThat(viaA.get(query, ServiceInstance.INSTRUCTOR).body()).as(query)
                        .isEqualTo(viaB.get(query, ServiceInstance.INSTRUCTOR).body());
            }

            submit(100, 100, tokens, viaA, viaB);
            a.close(); // mid-run: its gradings in flight are handed back, not finished
            awaitAllFinal(b.sql(), 200);

            JdbcClient sql = b.sql();
            assertThat(sql.sql("SELECT COUNT(*) FROM reports").query(Long.class).single()).isEqualTo(200);
            assertThat(sql.sql("SELECT COUNT(DISTINCT submission_id) FROM reports").query(Long.class).single())
                    .isEqualTo(200);
            assertThat(sql.sql("SELECT COUNT(*) FROM grading_jobs WHERE state <> 'DONE'").query(Long.class).single())
                    .isZero();
            assertThat(sql.sql("SELECT DISTINCT owner FROM grading_jobs").query(String.class).list())
                    .containsExactlyInAnyOrder("replica-a", "replica-b");
        }
    }

    private static void submit(int count, int offset, List<String> tokens, HttpApi viaA, HttpApi viaB) {
        for (int i = offset; i < offset + count; i++) {
            String source = SOURCES.get(i % SOURCES.size()) + "\n// submission " + i + "\n";
            (i % 2 == 0 ? viaA : viaB).submit(tokens.get(i % tokens.size()), source);
        }
    }

    private static void awaitAllFinal(JdbcClient sql, long expected) {
        long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
        while (sql.sql("SELECT COUNT(*) FROM submissions WHERE status NOT IN ('QUEUED', 'RUNNING')")
                .query(Long.class).single() < expected) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Not all " + expected + " submissions were graded within the bound");
            }
            sleep();
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static List<String> catalogue() {
        try (Stream<Path> files = Files.walk(HttpApi.CATALOGUE)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().map(f -> {
                try {
                    return Files.readString(f);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
