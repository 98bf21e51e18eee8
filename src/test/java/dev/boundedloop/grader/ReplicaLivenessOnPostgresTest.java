package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Replicas share PostgreSQL. Killed with SIGKILL while it grades, one hands its jobs to the other
 * at once; and an idle replica is woken by a NOTIFY when another takes a submission. The grading
 * replica is one service for both tests: its leases last ten minutes and it polls every ten
 * minutes, far beyond these tests' bound, so that only the liveness locks and the notifications
 * can bring it the jobs in time.
 */
@PostgresTest
@ProcessTest
@ServiceTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ReplicaLivenessOnPostgresTest {

    private static final Duration BOUND = Duration.ofMinutes(3);
    /** More learners than the victim's two workers, so one job waits in the queue when it dies. */
    private static final int SLOW_LEARNERS = 3;
    private static final int SLOW_SUBMISSIONS = 3;

    @TempDir static Path dir;
    private final String url = TestPostgres.newDatabase("takeover");
    private ServiceProcess survivor;

    @BeforeAll
    void startTheGradingReplica() {
        survivor = start("replica-b", "--grader.queue.lease=10m", "--grader.queue.poll-interval=10m",
                "--grader.queue.workers=2");
    }

    @AfterAll
    void stopTheGradingReplica() {
        if (survivor != null) {
            survivor.close();
        }
    }

    /**
     * The dead replica's jobs are graded by the survivor, and every submission ends with exactly one
     * graded report: nothing lost, nothing graded twice. The survivor is frozen while the jobs are
     * taken, so the victim holds some whichever warms up first, and thawed once the victim is dead.
     */
    @Test
    void theJobsOfAKilledReplicaAreGradedByTheOtherLongBeforeTheirLeasesEnd() throws Exception {
        ServiceProcess victim = start("replica-a", "--grader.queue.lease=10m", "--grader.queue.workers=2");
        List<String> submissions = new ArrayList<>();
        List<Long> orphaned;
        survivor.freeze();
        try {
            HttpApi api = victim.api();
            // A learner has one job running at a time, so with more learners than the victim's two
            // workers some jobs wait in the queue for whichever replica is alive.
            List<String> learners = new ArrayList<>();
            for (int l = 0; l < SLOW_LEARNERS; l++) {
                learners.add(api.createLearner(ServiceProcess.INSTRUCTOR, "slow-learner-" + l));
            }
            String slow = source("load/hostile/SpinsForever.java");
            for (int i = 0; i < SLOW_SUBMISSIONS; i++) {
                submissions.add(api.submit(learners.get(i % SLOW_LEARNERS), slow + "\n// attempt " + i + "\n"));
            }
            awaitRunningOn("replica-a");
        } finally {
            // Frozen first, the victim can finish no job between the look and the kill.
            victim.freeze();
            orphaned = runningOn("replica-a");
            victim.kill();
            survivor.thaw();
        }
        long killedAt = System.nanoTime();

        long deadline = System.nanoTime() + BOUND.toNanos();
        while (!allDone() && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        System.out.printf("takeover: %d jobs of the killed replica graded elsewhere %d ms after the kill%n",
                orphaned.size(), (System.nanoTime() - killedAt) / 1_000_000);

        assertThat(allDone()).as("every job finished, though the leases had 10 minutes to run").isTrue();
        Map<Long, String> owners = finalOwners();
        assertThat(orphaned).as("jobs running on the victim when it was killed").isNotEmpty()
                .allMatch(job -> owners.get(job).equals("replica-b"));
        for (String submission : submissions) {
            assertThat(gradedReports(submission)).as("graded reports of %s", submission).isEqualTo(1);
            assertThat(survivor.api().finalReport(submission, ServiceProcess.INSTRUCTOR).path("status").asText())
                    .isEqualTo("GRADED");
        }
    }

    /**
     * The grading replica polls every ten minutes, so a submission taken by the replica that does not
     * grade reaches it in time only through the notification.
     */
    @Test
    void anIdleReplicaIsWokenByTheNotificationOfANewJob() throws SQLException {
        try (ServiceProcess intake = start("intake", "--grader.queue.workers=0")) {
            HttpApi api = intake.api();
            String learner = api.createLearner(ServiceProcess.INSTRUCTOR, "notified-learner");
            String submission = api.submit(learner, HttpApi.catalogue("correct/Reference.java"));

            assertThat(api.finalReport(submission, ServiceProcess.INSTRUCTOR).path("status").asText()).isEqualTo("GRADED");
            assertThat(finalOwners().get(jobOf(submission))).as("the replica that graded it").isEqualTo("replica-b");
        }
    }

    private ServiceProcess start(String name, String... settings) {
        List<String> properties = new ArrayList<>(List.of("--spring.profiles.active=postgres",
                "--spring.datasource.url=" + url, "--spring.datasource.username=" + TestPostgres.USER,
                "--spring.datasource.password=" + TestPostgres.PASSWORD, "--grader.queue.instance-id=" + name));
        properties.addAll(List.of(settings));
        return ServiceProcess.start(dir.resolve(name), properties);
    }

    private void awaitRunningOn(String replica) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + BOUND.toNanos();
        while (runningOn(replica).isEmpty()) {
            assertThat(System.nanoTime()).as("%s started grading", replica).isLessThan(deadline);
            Thread.sleep(50);
        }
    }

    private List<Long> runningOn(String replica) throws SQLException {
        return query("SELECT id FROM grading_jobs WHERE owner = ? AND state = 'RUNNING' ORDER BY id", replica,
                rs -> rs.getLong(1));
    }

    private boolean allDone() throws SQLException {
        return query("SELECT COUNT(*) FROM grading_jobs WHERE state <> 'DONE'", null, rs -> rs.getLong(1)).get(0) == 0;
    }

    private Map<Long, String> finalOwners() throws SQLException {
        Map<Long, String> owners = new TreeMap<>();
        query("SELECT id, owner FROM grading_jobs", null, rs -> owners.put(rs.getLong(1), rs.getString(2)));
        return owners;
    }

    private long jobOf(String submission) throws SQLException {
        return query("SELECT id FROM grading_jobs WHERE submission_id = CAST(? AS uuid)", submission,
                rs -> rs.getLong(1)).get(0);
    }

    private long gradedReports(String submission) throws SQLException {
        return query("SELECT COUNT(*) FROM reports WHERE submission_id = CAST(? AS uuid) AND origin = 'GRADE'",
                submission, rs -> rs.getLong(1)).get(0);
    }

    private interface Row<T> {
        T read(ResultSet rs) throws SQLException;
    }

    private <T> List<T> query(String sql, String parameter, Row<T> row) throws SQLException {
        try (Connection connection = DriverManager.getConnection(url, TestPostgres.USER, TestPostgres.PASSWORD);
                PreparedStatement statement = connection.prepareStatement(sql)) {
            if (parameter != null) {
                statement.setString(1, parameter);
            }
            List<T> rows = new ArrayList<>();
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    rows.add(row.read(rs));
                }
            }
            return rows;
        }
    }

    private static String source(String resource) {
        try (var in = ReplicaLivenessOnPostgresTest.class.getClassLoader().getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
