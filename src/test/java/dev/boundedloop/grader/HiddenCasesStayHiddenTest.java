package dev.boundedloop.grader;

import static dev.boundedloop.grader.HttpApi.catalogue;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cli.GraderCli;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A learner (or a CI token) who submits a policy that fails hidden cases learns, through every
 * endpoint and report format they can reach, that it failed them and what they are called, but
 * never their inputs, expected values, scripts or seeds; and the suites themselves are the
 * instructor's alone. The service grades with the whole suites in grader-cases/.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.datasource.url=jdbc:h2:mem:hidden-cases;DB_CLOSE_DELAY=-1", "grader.queue.workers=1",
        "grader.security.bootstrap-instructor-token=" + HiddenCasesStayHiddenTest.INSTRUCTOR})
@ProcessTest
@ServiceTest
class HiddenCasesStayHiddenTest {

    static final String INSTRUCTOR = "hidden-cases-instructor-token";
    private static final String ASSIGNMENT = HttpApi.ASSIGNMENT;
    /** Fails hidden decision, scenario and property cases alike. */
    private static final String WRONG = "wrong/CostCheckedBeforeCalls.java";
    private static final HiddenCaseSecrets ALL_SECRETS = HiddenCaseSecrets.of(TestSuites.whole(ASSIGNMENT));
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final List<String> REPORT_DETAIL = List.of("input", "expected", "observed", "message", "stdout");

    @LocalServerPort int port;
    @TempDir Path dir;
    HttpApi api;

    @BeforeEach
    void client() {
        api = new HttpApi(port);
    }

    @Test
    void noLearnerReachableAnswerOrReportFileHoldsAHiddenCasesInputsExpectationsScriptsOrSeeds() throws Exception {
        String learner = "hidden-" + UUID.randomUUID().toString().substring(0, 8);
        String token = api.createLearner(INSTRUCTOR, learner);
        String ci = json(api.postJson("/api/instructor/tokens", INSTRUCTOR, Map.of("role", "CI", "name", learner + "-ci")))
                .get("token").asString();
        Path wrong = Files.writeString(dir.resolve("CostCheckedBeforeCalls.java"), catalogue(WRONG));
        HiddenCaseSecrets secrets = secretsALearnerCannotAlreadyHold(wrong);

        Map<String, String> seen = new LinkedHashMap<>();
        HttpResponse<String> waited = api.postJson("/api/submissions?wait=60", token,
                Map.of("assignment", ASSIGNMENT, "source", catalogue(WRONG)));
        seen.put("POST /api/submissions?wait=60 (" + waited.statusCode() + ")", waited.body());
        String id = json(waited).get("id").asString();
        JsonNode report = api.finalReport(id, token);
        HttpResponse<String> waitedUpload = api.send(multipart(token, catalogue(WRONG)));
        seen.put("POST /api/submissions multipart, wait 60 (" + waitedUpload.statusCode() + ")", waitedUpload.body());
        String uploaded = json(waitedUpload).get("id").asString();
        api.finalReport(uploaded, token);

        for (String path : List.of("/api/submissions/" + id, "/api/submissions/" + uploaded, "/api/submissions",
                "/api/submissions?assignment=" + ASSIGNMENT, "/api/assignments", "/api/assignments/" + ASSIGNMENT + "/starter",
                "/api/submissions/" + UUID.randomUUID(), "/api/assignments/no-such-assignment/starter",
                "/actuator/health", "/actuator/info", "/actuator/prometheus", "/v3/api-docs", "/dashboard/index.html")) {
            HttpResponse<String> answer = api.get(path, token);
            seen.put("GET " + path + " (" + answer.statusCode() + ")", answer.body());
        }
        seen.put("GET /api/submissions/" + id + " as CI", api.get("/api/submissions/" + id, ci).body());
        for (String caller : List.of("learner", "ci")) {
            seen.putAll(cliOnServer(caller, caller.equals("ci") ? ci : token, wrong));
        }

        // The report is worth looking at: it lists hidden cases that this policy failed.
        List<JsonNode> hidden = hiddenCases(report);
        assertThat(hidden).isNotEmpty();
        assertThat(hidden).filteredOn(c -> !c.get("outcome").asString().equals("PASS")).isNotEmpty();
        assertThat(json(api.get("/api/assignments", token)).get(0).get("hiddenCases").asInt()).isEqualTo(hidden.size());

        seen.forEach((where, body) -> {
            assertThat(secrets.foundIn(body)).as("hidden case secrets in " + where).isEmpty();
            assertNoHiddenCaseDetail(where, body);
        });
        assertThat(seen.get("GET /api/submissions/" + id + " as CI")).isNotEmpty();
    }

    /** The detector is shown to work: the instructor's view of the same submission holds every secret it looks for. */
    @Test
    void theInstructorsViewOfTheSameSubmissionHoldsEverySecretTheLearnersViewIsSearchedFor() throws Exception {
        String token = api.createLearner(INSTRUCTOR, "hidden-control-" + UUID.randomUUID().toString().substring(0, 8));
        String id = api.submit(token, catalogue(WRONG));
        api.finalReport(id, token);
        HiddenCaseSecrets secrets = secretsALearnerCannotAlreadyHold(
                Files.writeString(dir.resolve("CostCheckedBeforeCalls.java"), catalogue(WRONG)));

        String instructorsView = api.get("/api/instructor/submissions/" + id, INSTRUCTOR).body();

        assertThat(secrets.secrets()).hasSizeGreaterThan(ALL_SECRETS.hiddenIds().size());
        assertThat(secrets.foundIn(instructorsView)).hasSameSizeAs(secrets.secrets());
    }

    @Test
    void learnersAndCiTokensAreRefusedTheSuitesAndTheInstructorsViews() throws Exception {
        String learner = api.createLearner(INSTRUCTOR, "hidden-refused-" + UUID.randomUUID().toString().substring(0, 8));
        String ci = json(api.postJson("/api/instructor/tokens", INSTRUCTOR,
                Map.of("role", "CI", "name", "refused-" + UUID.randomUUID()))).get("token").asString();
        String id = api.submit(learner, catalogue(WRONG));
        int version = json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions", INSTRUCTOR))
                .get(0).get("version").asInt();
        String base = "/api/instructor/assignments/" + ASSIGNMENT;
        List<String> instructorOnly = List.of(base + "/suite/versions", base + "/suite/versions/" + version,
                base + "/suite/versions/" + version + "/bundle.zip", "/api/instructor/assignments",
                "/api/instructor/submissions/" + id, "/api/instructor/submissions?learner=x");

        for (String token : List.of(learner, ci)) {
            for (String path : instructorOnly) {
                HttpResponse<String> refused = api.get(path, token);
                assertThat(refused.statusCode()).as(path).isEqualTo(403);
                assertThat(refused.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/problem+json");
                assertThat(ALL_SECRETS.foundIn(refused.body())).isEmpty();
            }
            HttpResponse<String> upload = api.send(api.request(base + "/suite", token).header("Content-Type", "application/zip")
                    .PUT(HttpRequest.BodyPublishers.ofByteArray(new byte[] {'P', 'K'})).build());
            assertThat(upload.statusCode()).isEqualTo(403);
        }

        // The same paths are real: the instructor gets the whole suite from them, hidden cases included.
        HttpResponse<byte[]> bundle = HttpClient.newHttpClient().send(api.request(base + "/suite/versions/" + version
                + "/bundle.zip", INSTRUCTOR).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        assertThat(bundle.statusCode()).isEqualTo(200);
        assertThat(zipEntries(bundle.body())).contains("decisions-hidden.json", "catalogue/correct/Reference.java");
        assertThat(api.get(base + "/suite/versions", INSTRUCTOR).statusCode()).isEqualTo(200);
    }

    /**
     * The secrets less whatever a learner holds anyway: the visible part in the jar, and the full
     * local report of the same policy on it (a visible property's counterexample is theirs to see,
     * even where it happens to equal a hidden case's state).
     */
    private HiddenCaseSecrets secretsALearnerCannotAlreadyHold(Path policy) throws IOException {
        Path local = dir.resolve("local.json");
        int exit = GraderCli.run(new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true),
                "grade", "--in-process", "--assignment", ASSIGNMENT, "--json", local.toString(), policy.toString());
        assertThat(exit).isIn(0, 1);
        StringBuilder visiblePart = new StringBuilder();
        SuiteCatalog.builtIn(KindRegistry.suiteLoader()).suite(ASSIGNMENT).files().files()
                .forEach((name, bytes) -> visiblePart.append(new String(bytes, StandardCharsets.UTF_8)));
        return ALL_SECRETS.notIn(visiblePart.toString(), Files.readString(local));
    }

    /** The grading hook against this service: its three report files, stdout and stderr. */
    private Map<String, String> cliOnServer(String caller, String token, Path policy) throws IOException {
        Path json = dir.resolve(caller + "-report.json");
        Path xml = dir.resolve(caller + "-report.xml");
        Path gradescope = dir.resolve(caller + "-results.json");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        int exit = GraderCli.run(new PrintWriter(out, true), new PrintWriter(err, true), "grade", "--server",
                api.base().toString(), "--token", token, "--assignment", ASSIGNMENT, "--json", json.toString(),
                "--junit-xml", xml.toString(), "--gradescope", gradescope.toString(), policy.toString());

        assertThat(exit).as(err.toString()).isEqualTo(1);
        // The service grades the hidden cases: their sum, never the local "not graded here".
        assertThat(out.toString()).contains("(hidden)").doesNotContain("not graded here")
                .containsPattern("Hidden cases: \\d+ of \\d+ hidden cases passed");
        Map<String, String> files = new LinkedHashMap<>();
        files.put("grade --server --json as " + caller, Files.readString(json));
        files.put("grade --server --junit-xml as " + caller, Files.readString(xml));
        files.put("grade --server --gradescope as " + caller, Files.readString(gradescope));
        files.put("grade --server stdout and stderr as " + caller, out + "\n" + err);
        // A hidden case is named by its id alone: its name would say what it tests.
        assertThat(files.get("grade --server --junit-xml as " + caller)).contains("name=\"hidden-01\"");
        return files;
    }

    /**
     * In JSON: a hidden case keeps only its id, category, outcome and points, and has no
     * transcript. In JUnit XML: a hidden case's failure says only its outcome.
     */
    private static void assertNoHiddenCaseDetail(String where, String body) {
        String trimmed = body.strip();
        if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
            walk(JSON.readTree(trimmed), node -> {
                if (isHidden(text(node, "id")) && node.has("outcome")) {
                    assertThat(REPORT_DETAIL).as(where + ": hidden case " + text(node, "id")).noneMatch(node::has);
                }
                assertThat(isHidden(text(node, "caseId"))).as(where + ": a transcript of " + text(node, "caseId")).isFalse();
                if (isHidden(text(node, "number"))) {
                    // Gradescope's test entry for a hidden case: its outcome only
                    assertThat(text(node, "output")).as(where).matches("[A-Z_]+");
                    assertThat(text(node, "visibility")).isEqualTo("after_due_date");
                }
            });
        } else if (trimmed.startsWith("<?xml")) {
            for (String id : ALL_SECRETS.hiddenIds()) {
                int at = trimmed.indexOf("name=\"" + id + "\"");
                if (at < 0) {
                    continue;
                }
                String testcase = trimmed.substring(at, trimmed.indexOf("</testcase>", at));
                assertThat(testcase).as(where + ": " + id).doesNotContain("<system-out>")
                        .doesNotContainPattern("message=\"[A-Z_]+:");
            }
        }
    }

    private static boolean isHidden(String caseId) {
        return caseId != null && ALL_SECRETS.hiddenIds().contains(caseId);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value != null && value.isString() ? value.asString() : null;
    }

    private static void walk(JsonNode node, Consumer<JsonNode> visit) {
        if (node.isObject()) {
            visit.accept(node);
        }
        node.values().forEach(child -> walk(child, visit));
    }

    private static List<JsonNode> hiddenCases(JsonNode report) {
        List<JsonNode> hidden = new ArrayList<>();
        report.get("cases").values().forEach(c -> {
            if (c.get("visibility").asString().equals("HIDDEN")) {
                hidden.add(c);
            }
        });
        return hidden;
    }

    private static List<String> zipEntries(byte[] zip) throws IOException {
        List<String> names = new ArrayList<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                names.add(entry.getName());
            }
        }
        return names;
    }

    private HttpRequest multipart(String token, String source) {
        String boundary = "hidden-cases-boundary";
        String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"assignment\"\r\n\r\n" + ASSIGNMENT
                + "\r\n--" + boundary + "\r\nContent-Disposition: form-data; name=\"wait\"\r\n\r\n60\r\n"
                + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"Policy.java\"\r\n"
                + "Content-Type: text/x-java-source\r\n\r\n" + source + "\r\n--" + boundary + "--\r\n";
        return api.request("/api/submissions", token).header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)).build();
    }
}
