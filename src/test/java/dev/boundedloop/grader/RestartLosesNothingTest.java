package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.ServiceTest;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The service stops with work in its queue, some of it claimed by a replica that then died; the
 * next start grades all of it, each submission exactly once.
 */
@ServiceTest
class RestartLosesNothingTest {

    @TempDir Path dir;

    @Test
    void queuedAndAbandonedRunningSubmissionsAreGradedAfterARestart() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("grader") + ";AUTO_SERVER=FALSE";
        List<String> ids = new ArrayList<>();
        try (ServiceInstance intakeOnly = ServiceInstance.start(url, "--grader.queue.workers=0")) {
            HttpApi api = intakeOnly.api();
            String token = api.createLearner(ServiceInstance.INSTRUCTOR, "restarted");
            for (int i = 0; i < 12; i++) {
                ids.add(api.submit(token, HttpApi.catalogue("correct/Reference.java") + "\n// attempt " + i + "\n"));
            }
            assertThat(intakeOnly.sql().sql("SELECT COUNT(*) FROM submissions WHERE status = 'QUEUED'")
                    .query(Long.class).single()).isEqualTo(12);
        }
        abandonFourJobs(url);

        try (ServiceInstance restarted = ServiceInstance.start(url)) {
            HttpApi api = restarted.api();
            for (String id : ids) {
                assertThat(api.finalReport(id, ServiceInstance.INSTRUCTOR).get("status").asString()).isEqualTo("GRADED");
            }
            assertThat(restarted.sql().sql("SELECT COUNT(*) FROM reports").query(Long.class).single()).isEqualTo(12);
            assertThat(restarted.sql().sql("SELECT COUNT(DISTINCT submission_id) FROM reports").query(Long.class).single())
                    .isEqualTo(12);
            assertThat(restarted.sql().sql("SELECT attempts FROM grading_jobs WHERE id <= 4 ORDER BY id")
                    .query(Integer.class).list()).containsOnly(2);
        }
    }

    /** What a replica that died mid-grading leaves behind: RUNNING jobs under its name, leases run out. */
    private static void abandonFourJobs(String url) throws Exception {
        try (Connection db = DriverManager.getConnection(url, "sa", "");
                PreparedStatement jobs = db.prepareStatement("""
                        UPDATE grading_jobs SET state = 'RUNNING', owner = 'dead-replica', attempts = 1, lease_until = ?
                        WHERE id <= 4""");
                PreparedStatement submissions = db.prepareStatement("""
                        UPDATE submissions SET status = 'RUNNING'
                        WHERE id IN (SELECT submission_id FROM grading_jobs WHERE owner = 'dead-replica')""")) {
            jobs.setObject(1, OffsetDateTime.now(ZoneOffset.UTC).minus(Duration.ofSeconds(1)));
            assertThat(jobs.executeUpdate()).isEqualTo(4);
            assertThat(submissions.executeUpdate()).isEqualTo(4);
        }
    }
}
