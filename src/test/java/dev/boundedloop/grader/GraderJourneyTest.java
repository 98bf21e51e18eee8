package dev.boundedloop.grader;

import static dev.boundedloop.grader.HttpApi.catalogue;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.cli.GraderCli;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/** The whole service over real HTTP: learners, instructors, analytics, regrades and the CI hook. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.datasource.url=jdbc:h2:mem:journey;DB_CLOSE_DELAY=-1", "grader.queue.workers=1",
        "grader.security.bootstrap-instructor-token=" + GraderJourneyTest.INSTRUCTOR})
@ProcessTest
@ServiceTest
class GraderJourneyTest {

    static final String INSTRUCTOR = "journey-instructor-token";
    private static final String SYNTAX_ERROR = """
            import dev.boundedloop.policy.*;
            public class Broken implements AdmissionPolicy {
                public Admission decide(AdmissionState s) {
                    return Admission.CALL
                }
            }
            """;

    @LocalServerPort int port;
    @TempDir Path dir;
    HttpApi api;

    @BeforeEach
    void client() {
        api = new HttpApi(port);
    }

    private static String unique(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    @Test
    void learnersSubmitAndSeeOnlyTheirOwnRedactedReportsWhileTheInstructorSeesEverything() {
        String alice = unique("alice");
        String aliceToken = api.createLearner(INSTRUCTOR, alice);
        String bobToken = api.createLearner(INSTRUCTOR, unique("bob"));
        assertThat(api.get("/api/assignments/ch03-unit-a/starter", aliceToken).body()).contains("AdmissionPolicy");
        JsonNode unitA = StreamSupport.stream(json(api.get("/api/assignments", aliceToken)).spliterator(), false)
                .filter(a -> a.get("id").asString().equals("ch03-unit-a")).findFirst().orElseThrow();
        assertThat(unitA.get("learnerApi").asString()).isEqualTo("admission-policy");
        assertThat(unitA.get("implement").asString()).isEqualTo("dev.boundedloop.policy.AdmissionPolicy");

        // A correct policy, waited for: 200 and the learner's view of the report.
        HttpResponse<String> correct = api.postJson("/api/submissions?wait=60", aliceToken, Map.of(
                "assignment", "ch03-unit-a", "source", catalogue("correct/Reference.java"), "notes", "call limit first"));
        assertThat(correct.statusCode()).isEqualTo(200);
        JsonNode full = json(correct);
        assertThat(full.get("status").asString()).isEqualTo("GRADED");
        assertThat(full.get("score").asInt()).isEqualTo(full.get("maxScore").asInt()).isPositive();
        assertRedactedForLearners(full);

        // A wrong policy, polled for.
        String wrong = api.submit(aliceToken, catalogue("wrong/CostCheckedBeforeCalls.java"));
        JsonNode wrongReport = api.finalReport(wrong, aliceToken);
        assertThat(wrongReport.get("status").asString()).isEqualTo("GRADED");
        assertThat(wrongReport.get("score").asInt()).isLessThan(wrongReport.get("maxScore").asInt());
        assertRedactedForLearners(wrongReport);

        // A syntax error, uploaded as a file.
        String broken = json(api.send(multipart(aliceToken, SYNTAX_ERROR.getBytes()))).get("id").asString();
        JsonNode brokenReport = api.finalReport(broken, aliceToken);
        assertThat(brokenReport.get("status").asString()).isEqualTo("COMPILE_ERROR");
        assertThat(brokenReport.get("diagnostics").get(0).get("line").asInt()).isEqualTo(4);

        // The waited answer is the report as stored: reading it back gives the same view.
        String correctId = full.get("id").asString();
        assertThat(json(api.get("/api/submissions/" + correctId, aliceToken))).isEqualTo(full);

        // Another learner cannot tell that alice's submissions exist.
        assertThat(api.get("/api/submissions/" + correctId, bobToken).statusCode()).isEqualTo(404);
        assertThat(json(api.get("/api/submissions", bobToken)).get("total").asInt()).isZero();
        assertThat(json(api.get("/api/submissions", aliceToken)).get("total").asInt()).isEqualTo(3);

        // The instructor sees hidden cases in full, and every transcript.
        JsonNode detail = json(api.get("/api/instructor/submissions/" + correctId, INSTRUCTOR));
        assertThat(detail.get("source").asString()).contains("class Reference");
        JsonNode hidden = hiddenCases(detail.get("report")).get(0);
        assertThat(hidden.has("input") && hidden.has("expected") && hidden.has("observed")).isTrue();
        assertThat(detail.get("report").get("transcripts").size()).isGreaterThan(full.get("transcripts").size());
        assertThat(json(api.get("/api/instructor/submissions?learner=" + alice + "&assignment=ch03-unit-a", INSTRUCTOR))
                .get("total").asInt()).isEqualTo(3);
        assertThat(json(api.get("/api/instructor/submissions?learner=" + alice + "&status=COMPILE_ERROR", INSTRUCTOR))
                .get("items").get(0).get("id").asString()).isEqualTo(broken);

        // Analytics and the gradebook: best is the correct one, latest the syntax error.
        JsonNode scores = learnerRow(json(api.get("/api/instructor/assignments/ch03-unit-a/scores", INSTRUCTOR)), alice);
        assertThat(scores.get("attempts").asInt()).isEqualTo(3);
        assertThat(scores.get("best").asInt()).isEqualTo(full.get("maxScore").asInt());
        assertThat(scores.get("latest").asInt()).isZero();
        assertThat(scores.get("latestStatus").asString()).isEqualTo("COMPILE_ERROR");
        JsonNode failures = json(api.get("/api/instructor/assignments/ch03-unit-a/case-failures", INSTRUCTOR));
        assertThat(failures.size()).isEqualTo(full.get("cases").size());
        assertThat(json(api.get("/api/instructor/assignments/ch03-unit-a/score-distribution", INSTRUCTOR))
                .get("learners").asInt()).isPositive();
        HttpResponse<String> csv = api.get("/api/instructor/assignments/ch03-unit-a/gradebook.csv", INSTRUCTOR);
        assertThat(csv.headers().firstValue("Content-Type").orElseThrow()).startsWith("text/csv");
        // The final submission is the latest (the default), a syntax error: 0 of the maximum, best still kept.
        int max = full.get("maxScore").asInt();
        assertThat(csv.body().lines().filter(line -> line.startsWith(alice + ",")).findFirst().orElseThrow())
                .startsWith(alice + ",,,,0,0," + max + ",0,0,," + broken + ",").endsWith(",3," + max + ",0,COMPILE_ERROR,,");

        // The notes wait for review until the instructor marks them.
        JsonNode waiting = json(api.get("/api/instructor/reviews?assignment=ch03-unit-a", INSTRUCTOR));
        assertThat(StreamSupport.stream(waiting.spliterator(), false).map(r -> r.get("submission").asString()))
                .contains(correctId);
        HttpResponse<String> reviewed = api.send(api.request("/api/instructor/reviews/" + correctId, INSTRUCTOR)
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"comment\":\"good trace\"}")).build());
        assertThat(json(reviewed).get("state").asString()).isEqualTo("REVIEWED");
    }

    @Test
    void aRetriedPostWithTheSameIdempotencyKeyReturnsTheSameSubmission() {
        String token = api.createLearner(INSTRUCTOR, unique("retry"));
        HttpRequest.Builder post = api.request("/api/submissions", token).header("Content-Type", "application/json")
                .header("Idempotency-Key", "attempt-1");
        String body = "{\"assignment\":\"ch03-unit-a\",\"source\":\"public class X {}\"}";

        String first = json(api.send(post.POST(HttpRequest.BodyPublishers.ofString(body)).build())).get("id").asString();
        String second = json(api.send(post.POST(HttpRequest.BodyPublishers.ofString(body)).build())).get("id").asString();
        HttpResponse<String> different = api.send(post.POST(HttpRequest.BodyPublishers.ofString(
                body.replace("X", "Y"))).build());

        assertThat(second).isEqualTo(first);
        assertThat(different.statusCode()).isEqualTo(422);
        assertThat(json(api.get("/api/submissions", token)).get("total").asInt()).isEqualTo(1);
    }

    @Test
    void sourcesThatAreNotGradableAreStoredWithAnInvalidReportAtOnce() {
        String token = api.createLearner(INSTRUCTOR, unique("invalid"));

        String empty = api.submit(token, "");
        String latin1 = json(api.send(multipart(token, new byte[] {'/', '/', (byte) 0xE9}))).get("id").asString();
        String tooLong = api.submit(token, "// padding\n".repeat(7000));

        assertThat(json(api.get("/api/submissions/" + empty, token)).get("message").asString()).contains("empty");
        assertThat(json(api.get("/api/submissions/" + latin1, token)).get("message").asString()).contains("not valid UTF-8");
        JsonNode large = json(api.get("/api/submissions/" + tooLong, token));
        assertThat(large.get("status").asString()).isEqualTo("INVALID");
        assertThat(large.get("message").asString()).contains("65536 bytes");
    }

    @Test
    void notesWithANulCharacterAreRefusedWith400AndNothingIsStored() {
        String token = api.createLearner(INSTRUCTOR, unique("nul"));

        HttpResponse<String> refused = api.postJson("/api/submissions", token, Map.of("assignment", "ch03-unit-a",
                "source", catalogue("correct/Reference.java"), "notes", "before\u0000after"));

        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(json(refused).get("detail").asString()).contains("NUL");
        assertThat(json(api.get("/api/submissions", token)).get("total").asInt()).isZero();
    }

    @Test
    void aChunkedBodyOverTheLimitIsRefusedWith413AndNothingIsStored() {
        String token = api.createLearner(INSTRUCTOR, unique("chunked"));
        byte[] huge = ("{\"assignment\":\"ch03-unit-a\",\"source\":\"" + "x".repeat(400 * 1024) + "\"}").getBytes();

        HttpResponse<String> refused = api.send(api.request("/api/submissions", token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(huge))).build());

        assertThat(refused.statusCode()).isEqualTo(413);
        assertThat(refused.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/problem+json");
        assertThat(json(api.get("/api/submissions", token)).get("total").asInt()).isZero();
    }

    @Test
    void aRegradeWritesNewReportsBesideTheOldOnesNamingTheSuiteVersion() {
        String token = api.createLearner(INSTRUCTOR, unique("regrade"));
        String id = api.submit(token, catalogue("correct/StreamOfRules.java"));
        api.finalReport(id, token);

        // Its report already comes from the active suite, so only a forced regrade grades it again.
        JsonNode regrade = json(api.postJson("/api/instructor/submissions/" + id + "/regrade?force=true", INSTRUCTOR,
                Map.of()));

        assertThat(regrade.get("queued").asInt()).isEqualTo(1);
        JsonNode detail = api.pollUntil("/api/instructor/submissions/" + id, INSTRUCTOR,
                d -> d.get("reports").size() == 2, Duration.ofSeconds(120));
        assertThat(detail.get("reports").get(1).get("origin").asString()).isEqualTo("REGRADE");
        assertThat(detail.get("reports").get(1).get("suiteVersion").asString())
                .isEqualTo(regrade.get("suiteVersion").asString());
    }

    @Test
    void theCiHookGradesOnTheServerWithTheLocalExitCodesAndReportFiles() throws Exception {
        String ci = json(api.postJson("/api/instructor/tokens", INSTRUCTOR, Map.of("role", "CI", "name", unique("repo"))))
                .get("token").asString();
        Path correct = Files.writeString(dir.resolve("Reference.java"), catalogue("correct/Reference.java"));
        Path wrong = Files.writeString(dir.resolve("ConstantCall.java"), catalogue("wrong/ConstantCall.java"));
        Path broken = Files.writeString(dir.resolve("Broken.java"), SYNTAX_ERROR);
        Path json = dir.resolve("report.json");
        Path xml = dir.resolve("report.xml");
        Path gradescope = dir.resolve("results.json");

        assertThat(cli("grade", "--server", api.base().toString(), "--token", ci, "--assignment", "ch03-unit-a",
                "--json", json.toString(), "--junit-xml", xml.toString(), "--gradescope", gradescope.toString(),
                correct.toString())).isZero();
        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.cases()).filteredOn(c -> c.id().startsWith("hidden")).isNotEmpty()
                .allSatisfy(c -> assertThat(c.input()).isNull());
        assertThat(Files.readString(xml)).contains("failures=\"0\"");
        assertThat(Files.readString(gradescope)).contains("\"max_score\"");

        assertThat(cli("grade", "--server", api.base().toString(), "--token", ci, "--assignment", "ch03-unit-a",
                wrong.toString())).isEqualTo(1);
        assertThat(cli("grade", "--server", api.base().toString(), "--token", ci, "--assignment", "ch03-unit-a",
                broken.toString())).isEqualTo(2);
        assertThat(cli("grade", "--server", api.base().toString(), "--token", "wrong", "--assignment", "ch03-unit-a",
                correct.toString())).isEqualTo(64);
        assertThat(cli("grade", "--server", api.base().toString(), "--token", ci, "--assignment", "ch99",
                correct.toString())).isEqualTo(64);
    }

    @Test
    void aRevokedTokenIsRefusedAndTheLastInstructorTokenIsKept() {
        String learner = unique("revoked");
        String token = api.createLearner(INSTRUCTOR, learner);
        assertThat(api.get("/api/assignments", token).statusCode()).isEqualTo(200);

        api.send(api.request("/api/instructor/learners/" + learner + "/tokens", INSTRUCTOR).DELETE().build());

        assertThat(api.get("/api/assignments", token).statusCode()).isEqualTo(401);
        JsonNode instructorTokens = json(api.get("/api/instructor/tokens", INSTRUCTOR));
        long bootstrap = StreamSupport.stream(instructorTokens.spliterator(), false)
                .filter(t -> t.get("subject").asString().equals("instructor:bootstrap")).findFirst().orElseThrow()
                .get("tokenId").asLong();
        assertThat(api.send(api.request("/api/instructor/tokens/" + bootstrap, INSTRUCTOR).DELETE().build())
                .statusCode()).isEqualTo(409);
    }

    @Test
    void healthForInstructorsMetricsAndTheApiDescriptionAreOpen() {
        assertThat(json(api.get("/actuator/health", INSTRUCTOR)).get("components").get("queue").get("status").asString())
                .isEqualTo("UP");
        String metrics = api.get("/actuator/prometheus", null).body();
        assertThat(metrics).contains("grader_queue_depth", "grader_submissions{", "status=\"GRADED\"");
        assertThat(api.get("/v3/api-docs", null).body()).contains("/api/submissions", "/api/instructor/learners");
        assertThat(api.get("/swagger-ui/index.html", null).statusCode()).isEqualTo(200);
    }

    private HttpRequest multipart(String token, byte[] file) {
        String boundary = "journey-boundary";
        List<byte[]> parts = new ArrayList<>();
        parts.add(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"assignment\"\r\n\r\nch03-unit-a\r\n"
                + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"Policy.java\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").getBytes());
        parts.add(file);
        parts.add(("\r\n--" + boundary + "--\r\n").getBytes());
        return api.request("/api/submissions", token)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArrays(parts)).build();
    }

    private int cli(String... args) {
        return GraderCli.run(new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true), args);
    }

    private static void assertRedactedForLearners(JsonNode report) {
        List<JsonNode> hidden = hiddenCases(report);
        assertThat(hidden).isNotEmpty().allSatisfy(c -> {
            assertThat(c.has("input") || c.has("expected") || c.has("observed") || c.has("message")).isFalse();
            assertThat(c.has("outcome") && c.has("points")).isTrue();
        });
        List<String> hiddenIds = hidden.stream().map(c -> c.get("id").asString()).toList();
        assertThat(StreamSupport.stream(report.get("transcripts").spliterator(), false)
                .map(t -> t.get("caseId").asString())).doesNotContainAnyElementsOf(hiddenIds);
    }

    private static List<JsonNode> hiddenCases(JsonNode report) {
        return StreamSupport.stream(report.get("cases").spliterator(), false)
                .filter(c -> c.get("visibility").asString().equals("HIDDEN")).toList();
    }

    private static JsonNode learnerRow(JsonNode rows, String learner) {
        return StreamSupport.stream(rows.spliterator(), false)
                .filter(r -> r.get("learner").asString().equals(learner)).findFirst().orElseThrow();
    }
}
