package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;


import dev.boundedloop.grader.tiers.PackagedJarTest;
import dev.boundedloop.grader.workers.JvmCommand;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The service jar as an operator starts it, {@code java -jar admission-grader.jar serve}: it runs the bean
 * definitions the build worked out ahead of time, grades with them, and refuses a setting they would ignore.
 */
@PackagedJarTest
class PackagedServiceIT {

    private static final Path JAR = Path.of(System.getProperty("grader.jar", "target/admission-grader.jar"));

    @TempDir Path dir;

    /** Spring Data's repositories are among what the build generated: the queries of the roster and tokens too. */
    @Test
    void startsFromItsAheadOfTimeDefinitionsAndGradesASubmission() {
        try (ServiceProcess service = ServiceProcess.startJar(dir, JAR, List.of())) {
            HttpApi api = service.api();
            String learner = createLearner(api, "packaged-1", "s1");
            createLearner(api, "packaged-2", "s1");
            createLearner(api, "packaged-3", "s2");
            String submission = submitOnce(api, learner, "packaged-key");

            JsonNode report = api.finalReport(submission, learner);

            assertThat(report.get("status").asString()).isEqualTo("GRADED");
            assertThat(report.get("score").asInt()).isEqualTo(report.get("maxScore").asInt());
            assertThat(submitOnce(api, learner, "packaged-key")).as("the same Idempotency-Key").isEqualTo(submission);
            JsonNode page = HttpApi.json(api.get("/api/instructor/learners?section=s1&size=1", ServiceProcess.INSTRUCTOR));
            assertThat(page.get("total").asInt()).isEqualTo(2);
            assertThat(page.get("items").get(0).get("id").asString()).isEqualTo("packaged-1");
            assertThat(page.get("items").get(0).get("activeTokens").asInt()).isEqualTo(1);
            assertThat(service.log()).contains("Starting AOT-processed AdmissionGraderApplication");
        }
    }

    private static String createLearner(HttpApi api, String id, String section) {
        HttpResponse<String> created = api.postJson("/api/instructor/learners", ServiceProcess.INSTRUCTOR,
                Map.of("id", id, "section", section));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return HttpApi.json(created).get("token").asString();
    }

    private static String submitOnce(HttpApi api, String token, String idempotencyKey) {
        HttpResponse<String> accepted = api.send(api.request("/api/submissions", token)
                .header("Content-Type", "application/json").header("Idempotency-Key", idempotencyKey)
                .POST(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(Map.of("assignment", HttpApi.ASSIGNMENT,
                        "source", HttpApi.catalogue("correct/Reference.java"))))).build());
        assertThat(accepted.statusCode()).as(accepted.body()).isBetween(200, 202);
        return HttpApi.json(accepted).get("id").asString();
    }

    /** A management port of its own is a feature the build left out: the start says so rather than ignore it. */
    @Test
    void refusesASettingItsDefinitionsWouldIgnoreAndSaysHowToHaveIt() throws Exception {
        Path output = dir.resolve("output.log");
        Process start = new ProcessBuilder(JvmCommand.javaExecutable(), "-XX:TieredStopAtLevel=1", "-jar",
                JAR.toAbsolutePath().toString(), "serve", "--server.port=0", "--management.server.port=0",
                "--grader.suites.visible-only=true", "--grader.queue.workers=0").directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(output.toFile()).start();
        try {
            assertThat(start.waitFor(2, TimeUnit.MINUTES)).as("the start ends").isTrue();
        } finally {
            start.destroyForcibly();
        }

        assertThat(start.exitValue()).as("the command line's exit code for an internal error").isEqualTo(3);
        assertThat(Files.readString(output)).contains("management.server.port=0", "-Dspring.aot.enabled=false");
        assertThat(Files.readString(output).strip().lines().toList()).last(InstanceOfAssertFactories.STRING)
                .as("the last line names the problem").startsWith("error: ").contains("management.server.port");
    }
}
