package dev.boundedloop.grader.web;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceProcess;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * SIGTERM while clients wait ({@code ?wait=60}) for their reports: each gets an answer before the
 * service exits, its report (200) or 202 with the Location to poll, and every submission is there
 * after a restart on the same database. Before the shutdown was ordered, grading stopped first and
 * the waiters held the web server's drain until it gave up and dropped them.
 */
@ProcessTest
@ServiceTest
class ShutdownAnswersWaitingClientsTest {

    private static final int CLIENTS = 8;

    @TempDir Path dir;

    @Test
    void everyWaitingClientIsAnsweredAndEverySubmissionSurvivesTheRestart() throws Exception {
        // One grading thread and a short shutdown wait, so that some clients are still queued when it ends.
        List<String> properties = List.of("--grader.queue.workers=1", "--grader.queue.running-per-learner=8",
                "--grader.web.shutdown-wait=2s");
        String learner = "waiting-through-shutdown";
        List<String> ids = new ArrayList<>();
        int answeredWithoutReport = 0;
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        try (ServiceProcess service = ServiceProcess.start(dir, properties)) {
            HttpApi api = service.api();
            String token = api.createLearner(ServiceProcess.INSTRUCTOR, learner);
            List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
            for (int i = 0; i < CLIENTS; i++) {
                String source = HttpApi.catalogue("correct/Reference.java") + "\n// client " + i + "\n";
                answers.add(CompletableFuture.supplyAsync(() -> api.postJson("/api/submissions?wait=60", token,
                        Map.of("assignment", HttpApi.ASSIGNMENT, "source", source)), clients));
            }
            api.pollUntil("/api/instructor/submissions?learner=" + learner, ServiceProcess.INSTRUCTOR,
                    page -> page.get("total").asInt() == CLIENTS, Duration.ofSeconds(60));

            service.process().destroy(); // SIGTERM, while the clients wait

            for (CompletableFuture<HttpResponse<String>> answer : answers) {
                HttpResponse<String> response;
                try {
                    response = answer.join();
                } catch (RuntimeException dropped) {
                    throw new AssertionError("A waiting client was dropped without an answer:\n" + service.logTail(),
                            dropped.getCause() instanceof UncheckedIOException io ? io.getCause() : dropped);
                }
                assertThat(response.statusCode()).as("answer %s", response.body()).isIn(200, 202);
                String location = response.headers().firstValue("Location").orElseThrow();
                JsonNode body = json(response);
                assertThat(location).isEqualTo("/api/submissions/" + body.get("id").asString());
                if (response.statusCode() == 200) {
                    assertThat(body.get("status").asString()).as("a 200 carries the report: %s", body).isEqualTo("GRADED");
                    assertThat(body.has("score") && body.has("cases")).as("a 200 carries the report: %s", body).isTrue();
                } else {
                    answeredWithoutReport++;
                }
                ids.add(body.get("id").asString());
            }
        } finally {
            clients.shutdownNow();
        }
        System.out.println("Answered at SIGTERM: " + (CLIENTS - answeredWithoutReport) + " with reports, "
                + answeredWithoutReport + " with 202");

        try (ServiceProcess restarted = ServiceProcess.start(dir, properties)) {
            HttpApi api = restarted.api();
            for (String id : ids) {
                JsonNode graded = api.finalReport(id, ServiceProcess.INSTRUCTOR);
                assertThat(graded.get("status").asString()).as("%s after the restart", id).isEqualTo("GRADED");
            }
            assertThat(json(api.get("/api/instructor/submissions?learner=" + learner, ServiceProcess.INSTRUCTOR))
                    .get("total").asInt()).isEqualTo(CLIENTS);
        }
    }
}
