package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A 202 is a promise. The service runs as its own process; learners submit concurrently while it
 * grades, and it is killed with SIGKILL in the middle of that, twice, each time restarted on the
 * same database, so the second kill lands on a database a kill already interrupted. Afterwards
 * every submission that was answered 202 exists and was graded exactly once, and the killed
 * service left no worker JVM behind. Run on H2 and on PostgreSQL by subclasses.
 */
abstract class KillDuringIntakeContract {

    private static final int KILLS = 2;
    private static final int SUBMITTERS = 8;
    /** Answered submissions in a run before the kill, so the kill lands in the middle of intake. */
    private static final int ANSWERED_BEFORE_KILL = 80;
    private static final Duration BOUND = Duration.ofMinutes(3);
    private static final String SOURCE = HttpApi.catalogue("correct/Reference.java");

    @TempDir protected Path dir;

    /** Spring properties that point a service at this test's database. */
    protected abstract List<String> databaseProperties();

    /** A direct connection to that database, used once the last service has stopped. */
    protected abstract Connection connect() throws SQLException;

    @Test
    void everySubmissionAnswered202IsGradedExactlyOnceAfterTheServiceIsKilled() throws Exception {
        Set<String> answered = ConcurrentHashMap.newKeySet();
        List<String> tokens = new ArrayList<>();
        for (int run = 0; run < KILLS; run++) {
            ServiceProcess service = start();
            try {
                HttpApi api = service.api();
                if (tokens.isEmpty()) {
                    for (int i = 0; i < SUBMITTERS; i++) {
                        tokens.add(api.createLearner(ServiceProcess.INSTRUCTOR, "learner-" + i));
                    }
                }
                // A graded probe: the workers are up, so the flood below is graded while it arrives.
                String probe = api.submit(tokens.get(0), SOURCE + "\n// probe " + run + "\n");
                answered.add(probe);
                api.finalReport(probe, ServiceProcess.INSTRUCTOR);

                floodThenKill(service, tokens, run, answered);
            } finally {
                if (service.process().isAlive()) {
                    service.kill();
                }
            }
        }

        try (ServiceProcess last = start()) {
            Set<String> missing = awaitFinal(last, answered);
            assertThat(missing).as("submissions answered 202 that the service no longer knows").isEmpty();
        }
        checkStoredOutcome(answered);
    }

    private ServiceProcess start() {
        List<String> properties = new ArrayList<>(databaseProperties());
        properties.addAll(List.of("--grader.queue.workers=2",
                // A killed replica's jobs are free again once their lease runs out: keep that short.
                "--grader.queue.lease=6s", "--grader.queue.heartbeat=2s",
                // A job interrupted by every kill still gets graded, not INTERNAL_ERROR.
                "--grader.queue.max-attempts=" + (KILLS + 2),
                "--grader.queue.max-depth=100000"));
        return ServiceProcess.start(dir, properties);
    }

    /** Submits from several learners at once and kills the service while they still are. */
    private static void floodThenKill(ServiceProcess service, List<String> tokens, int run, Set<String> answered)
            throws InterruptedException {
        AtomicInteger answeredThisRun = new AtomicInteger();
        AtomicBoolean stop = new AtomicBoolean();
        Set<String> refusals = ConcurrentHashMap.newKeySet();
        ExecutorService submitters = Executors.newFixedThreadPool(tokens.size());
        for (int s = 0; s < tokens.size(); s++) {
            String token = tokens.get(s);
            String tag = "// run " + run + " learner " + s + " attempt ";
            submitters.execute(() -> {
                HttpApi api = service.api();
                for (int n = 0; !stop.get(); n++) {
                    HttpResponse<String> response;
                    try {
                        response = api.postJson("/api/submissions", token,
                                Map.of("assignment", HttpApi.ASSIGNMENT, "source", SOURCE + "\n" + tag + n + "\n"));
                    } catch (RuntimeException killed) {
                        return; // no answer, no promise
                    }
                    if (response.statusCode() == 202) {
                        answered.add(HttpApi.json(response).get("id").asString());
                        answeredThisRun.incrementAndGet();
                    } else {
                        refusals.add(response.statusCode() + " " + response.body());
                    }
                }
            });
        }
        long deadline = System.nanoTime() + BOUND.toNanos();
        while (answeredThisRun.get() < ANSWERED_BEFORE_KILL && refusals.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        List<ProcessHandle> workers = service.descendants();
        service.kill();
        stop.set(true);
        submitters.shutdown();
        assertThat(submitters.awaitTermination(2, TimeUnit.MINUTES)).as("submitters ended").isTrue();
        assertThat(refusals).as("intake refused submissions").isEmpty();
        assertThat(answeredThisRun.get()).as("answered before the kill").isGreaterThanOrEqualTo(ANSWERED_BEFORE_KILL);
        assertThat(workers).as("worker JVMs of the killed service").isNotEmpty();
        assertWorkersEnd(workers);
    }

    /** A worker reads its jobs from the service's pipe; once the service is gone, it must end too. */
    private static void assertWorkersEnd(List<ProcessHandle> workers) {
        long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        List<Long> left = List.of();
        while (System.nanoTime() < deadline) {
            left = workers.stream().filter(KillDuringIntakeContract::running).map(ProcessHandle::pid).toList();
            if (left.isEmpty()) {
                return;
            }
            ServiceProcess.sleep(Duration.ofMillis(200));
        }
        workers.forEach(ProcessHandle::destroyForcibly);
        assertThat(left).as("worker JVMs still running a minute after their service was killed").isEmpty();
    }

    /** Alive and not a zombie: an orphan that ended waits, as a zombie, for whoever adopted it to reap it. */
    private static boolean running(ProcessHandle process) {
        if (!process.isAlive()) {
            return false;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(process.pid()), "stat"));
            return stat.charAt(stat.lastIndexOf(')') + 2) != 'Z';
        } catch (IOException | RuntimeException gone) {
            return process.isAlive();
        }
    }

    /** Waits until every answered submission is final; returns those the service answers 404 for. */
    private static Set<String> awaitFinal(ServiceProcess service, Set<String> answered) {
        HttpApi api = service.api();
        Set<String> missing = new TreeSet<>();
        long deadline = System.nanoTime() + BOUND.toNanos();
        for (String id : new TreeSet<>(answered)) {
            while (true) {
                HttpResponse<String> response = api.get("/api/submissions/" + id, ServiceProcess.INSTRUCTOR);
                if (response.statusCode() == 404) {
                    missing.add(id);
                    break;
                }
                JsonNode body = HttpApi.json(response);
                if (response.statusCode() == 200 && !body.get("status").asString().matches("QUEUED|RUNNING")) {
                    break;
                }
                if (System.nanoTime() > deadline) {
                    throw new AssertionError("Not every answered submission was final within " + BOUND + "; "
                            + id + " answered " + response.statusCode() + " " + body + "; the service's log ends:\n"
                            + service.logTail());
                }
                ServiceProcess.sleep(Duration.ofMillis(100));
            }
        }
        return missing;
    }

    /** What the database holds once the last service stopped: one job, one report, GRADED, for each. */
    private void checkStoredOutcome(Set<String> answered) throws SQLException {
        Map<String, String> stored = new HashMap<>();
        long interruptedJobs;
        try (Connection db = connect(); Statement sql = db.createStatement()) {
            try (ResultSet rows = sql.executeQuery("""
                    SELECT s.id, s.status,
                           (SELECT COUNT(*) FROM grading_jobs j WHERE j.submission_id = s.id),
                           (SELECT COUNT(*) FROM grading_jobs j WHERE j.submission_id = s.id AND j.state = 'DONE'),
                           (SELECT COUNT(*) FROM reports r WHERE r.submission_id = s.id),
                           (SELECT COUNT(*) FROM reports r JOIN grading_jobs j ON j.id = r.job_id
                             WHERE r.submission_id = s.id AND j.submission_id = s.id)
                    FROM submissions s""")) {
                while (rows.next()) {
                    stored.put(rows.getString(1), rows.getString(2) + " jobs=" + rows.getLong(3) + " done="
                            + rows.getLong(4) + " reports=" + rows.getLong(5) + " ownJobReports=" + rows.getLong(6));
                }
            }
            try (ResultSet rows = sql.executeQuery("SELECT COUNT(*) FROM grading_jobs WHERE attempts > 1")) {
                rows.next();
                interruptedJobs = rows.getLong(1);
            }
        }
        List<String> wrong = new ArrayList<>();
        for (String id : answered) {
            String outcome = stored.get(id);
            if (!"GRADED jobs=1 done=1 reports=1 ownJobReports=1".equals(outcome)) {
                wrong.add(id + ": " + (outcome == null ? "not stored" : outcome));
            }
        }
        assertThat(wrong).as("answered submissions not graded exactly once (of " + answered.size() + ")").isEmpty();
        assertThat(stored.values()).as("every stored submission, answered or cut off by a kill")
                .allMatch(outcome -> outcome.equals("GRADED jobs=1 done=1 reports=1 ownJobReports=1"));
        assertThat(interruptedJobs).as("jobs a kill interrupted mid-grading, then graded again").isPositive();
        System.out.printf("%d submissions answered 202 across %d kills, all graded once; %d stored in all; "
                + "%d jobs interrupted by a kill and graded again%n", answered.size(), KILLS, stored.size(), interruptedJobs);
    }
}
