package dev.boundedloop.grader.audit;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.ServiceProcess;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The service's own log, from a whole service over real HTTP: a submission's received and graded
 * lines say what was graded and carry the request id the response echoed, though grading ran on
 * another thread; an id a caller sends that could break a line is replaced. The structured format
 * is read from a service process of its own: logging belongs to the JVM, and a second service in
 * the test JVM keeps the format the first (the shared one) set up.
 */
@ExtendWith(OutputCaptureExtension.class)
@ServiceTest
@ProcessTest
class RequestIdLoggingTest {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void theGradedLineNamesTheSubmissionAndCarriesTheRequestIdOfTheRequestThatBroughtIt(CapturedOutput output) {
        HttpApi api = SharedService.onH2().api();
        String token = api.createLearner(INSTRUCTOR, "log-lena");

        HttpResponse<String> accepted = api.send(api.request("/api/submissions", token)
                .header("Content-Type", "application/json")
                .header(RequestIdFilter.HEADER, "ci-run-42.attempt-1")
                .POST(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(Map.of("assignment", HttpApi.ASSIGNMENT,
                        "source", HttpApi.catalogue("correct/Reference.java"))))).build());
        assertThat(accepted.statusCode()).isEqualTo(202);
        String requestId = accepted.headers().firstValue(RequestIdFilter.HEADER).orElseThrow();
        String id = json(accepted).get("id").asString();
        JsonNode report = api.finalReport(id, token);

        String graded = awaitLine(output::getAll, "submission graded id=" + id);
        String received = awaitLine(output::getAll, "submission received id=" + id);

        assertThat(requestId).isEqualTo("ci-run-42.attempt-1");
        assertThat(graded).contains("learner=log-lena", "assignment=" + HttpApi.ASSIGNMENT,
                "status=" + report.get("status").asString(), "score=" + report.get("score").asInt(),
                "gradingMs=", "[" + requestId + "]");
        // The grading's own time lies within the time since the submission came: a unit slip would not.
        assertThat(number(graded, "gradingMs")).isLessThanOrEqualTo(number(graded, "sinceSubmittedMs"));
        assertThat(received).contains("learner=log-lena", "assignment=" + HttpApi.ASSIGNMENT, "[" + requestId + "]");
    }

    @Test
    void aRequestIdThatCouldBreakALineIsReplacedByANewOneThatIsEchoedAndLogged(CapturedOutput output) {
        HttpApi api = SharedService.onH2().api();
        String unsafe = "x\" forged=yes " + "y".repeat(100);

        HttpResponse<String> created = api.send(api.request("/api/instructor/learners", INSTRUCTOR)
                .header("Content-Type", "application/json")
                .header(RequestIdFilter.HEADER, unsafe)
                .POST(HttpRequest.BodyPublishers.ofString("{\"id\": \"log-unsafe\"}")).build());
        HttpResponse<String> plain = api.get("/api/assignments", INSTRUCTOR);

        assertThat(created.statusCode()).isEqualTo(201);
        String echoed = created.headers().firstValue(RequestIdFilter.HEADER).orElseThrow();
        assertThat(echoed).isNotEqualTo(unsafe).matches("[0-9a-f-]{36}");
        assertThat(awaitLine(output::getAll, "target=learner:log-unsafe")).contains("[" + echoed + "]");
        assertThat(output.getAll()).doesNotContain("forged=yes");
        assertThat(plain.headers().firstValue(RequestIdFilter.HEADER)).hasValueSatisfying(
                other -> assertThat(other).isNotEqualTo(echoed));
    }

    @Test
    void withTheStructuredFormatEachLineIsJsonWithTheRequestIdAsAField(@TempDir Path dir) {
        try (ServiceProcess service = ServiceProcess.start(dir, List.of("--logging.structured.format.console=ecs"))) {
            HttpApi api = service.api();
            HttpResponse<String> created = api.send(api.request("/api/instructor/learners", ServiceProcess.INSTRUCTOR)
                    .header("Content-Type", "application/json")
                    .header(RequestIdFilter.HEADER, "ecs-request-7")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"id\": \"log-ecs\"}")).build());
            assertThat(created.statusCode()).isEqualTo(201);

            JsonNode line = JSON.readTree(awaitLine(service::log, "target=learner:log-ecs"));

            assertThat(line.get("requestId").asString()).isEqualTo("ecs-request-7");
            assertThat(line.get("message").asString()).startsWith("instructor action action=learner.create");
            assertThat(line.get("log").get("level").asString()).isEqualTo("INFO");
        }
    }

    private static long number(String line, String key) {
        Matcher m = Pattern.compile(" " + key + "=(\\d+)").matcher(line);
        assertThat(m.find()).as(key + " in " + line).isTrue();
        return Long.parseLong(m.group(1));
    }

    /** The first logged line holding the text; the line is written after its transaction commits. */
    private static String awaitLine(Supplier<String> log, String text) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (true) {
            Optional<String> line = log.get().lines().filter(l -> l.contains(text)).findFirst();
            if (line.isPresent()) {
                return line.get();
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("No log line with '" + text + "'");
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
