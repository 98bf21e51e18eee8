package dev.boundedloop.grader.suites;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.SuiteBundle;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Suite versions as instructors use them, over real HTTP on a running service: the deployment's
 * folder becomes version 1, uploads are checked before they may be activated, and assignments are
 * created, listed and retired as data. Each database runs the same contract.
 */
abstract class SuiteVersionsContract extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String ASSIGNMENT = "ch03-unit-a";

    private static SortedMap<String, byte[]> deployedFiles() {
        return new TreeMap<>(SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve(ASSIGNMENT)).files());
    }

    private static HttpResponse<String> upload(String assignment, SortedMap<String, byte[]> files, String token) {
        return api.send(api.request("/api/instructor/assignments/" + assignment + "/suite", token)
                .header("Content-Type", "application/zip")
                .PUT(HttpRequest.BodyPublishers.ofByteArray(new SuiteBundle(files).toZip())).build());
    }

    private static HttpResponse<String> post(String path, String token) {
        return api.send(api.request(path, token).POST(HttpRequest.BodyPublishers.noBody()).build());
    }

    private static String text(SortedMap<String, byte[]> files, String name) {
        return new String(files.get(name), StandardCharsets.UTF_8);
    }

    private static void put(SortedMap<String, byte[]> files, String name, String text) {
        files.put(name, text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theDeploymentsFolderIsTheActiveFirstVersionAndUploadingTheSameFilesAgainChangesNothing() {
        JsonNode versions = json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions", INSTRUCTOR));
        JsonNode first = versions.get(0);
        assertThat(first.get("version").asInt()).isEqualTo(1);
        assertThat(first.get("origin").asString()).isEqualTo("FOLDER");
        assertThat(first.get("state").asString()).isEqualTo("PASSED");
        assertThat(first.get("active").asBoolean()).isTrue();
        assertThat(first.get("createdBy").asString()).isEqualTo("deployment");
        assertThat(first.get("check").get("policies").size()).isGreaterThanOrEqualTo(20);
        assertThat(first.get("suiteSha256").asString()).isEqualTo(TestSuites.whole(ASSIGNMENT).sha256());

        HttpResponse<String> again = upload(ASSIGNMENT, deployedFiles(), INSTRUCTOR);
        assertThat(again.statusCode()).isEqualTo(200);
        assertThat(json(again).get("version").asInt()).isEqualTo(1);
    }

    @Test
    void aMalformedFileIsRejectedWithAnErrorThatNamesTheFileAndFieldAndIsKeptAsRejected() {
        SortedMap<String, byte[]> files = deployedFiles();
        put(files, "decisions-hidden.json", text(files, "decisions-hidden.json").replaceFirst("\"expected\"", "\"expectd\""));

        HttpResponse<String> rejected = upload(ASSIGNMENT, files, INSTRUCTOR);

        assertThat(rejected.statusCode()).isEqualTo(422);
        JsonNode problem = json(rejected);
        assertThat(problem.get("detail").asString()).contains("decisions-hidden.json").contains("expectd");
        int version = problem.get("version").get("version").asInt();
        JsonNode stored = json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions/" + version,
                INSTRUCTOR));
        assertThat(stored.get("state").asString()).isEqualTo("REJECTED");
        assertThat(stored.get("active").asBoolean()).isFalse();
        assertThat(post("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions/" + version + "/activate",
                INSTRUCTOR).statusCode()).isEqualTo(409);
    }

    @Test
    void aDeclaredRunThatTheReferenceDoesNotReproduceIsRejectedNamingTheCaseAndField() {
        SortedMap<String, byte[]> files = deployedFiles();
        String scenarios = text(files, "scenarios-visible.json");
        int expect = scenarios.indexOf("\"expect\"");
        put(files, "scenarios-visible.json", scenarios.substring(0, expect)
                + scenarios.substring(expect).replaceFirst("\"modelCalls\": *\\d+", "\"modelCalls\": 97"));

        HttpResponse<String> rejected = upload(ASSIGNMENT, files, INSTRUCTOR);

        assertThat(rejected.statusCode()).isEqualTo(422);
        assertThat(json(rejected).get("detail").asString()).contains("declares modelCalls 97");
    }

    @Test
    void aSuiteThatAKnownWrongPolicySurvivesIsRejectedNamingThePolicy() {
        SortedMap<String, byte[]> files = deployedFiles();
        // With only its visible decisions, the suite can be passed by memorising them.
        String assignment = text(files, "assignment.json");
        put(files, "assignment.json", assignment.substring(0, assignment.indexOf("\"caseFiles\""))
                + "\"caseFiles\": [\"decisions-visible.json\"]\n}\n");

        HttpResponse<String> rejected = upload(ASSIGNMENT, files, INSTRUCTOR);

        assertThat(rejected.statusCode()).isEqualTo(422);
        assertThat(json(rejected).get("detail").asString())
                .contains("MemorisesTheVisibleCases.java: a wrong policy scored full marks");
    }

    @Test
    void anUploadThatIsNoZipIsABadRequestAndStoresNothing() {
        int before = json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions", INSTRUCTOR)).size();
        HttpResponse<String> refused = api.send(api.request("/api/instructor/assignments/" + ASSIGNMENT + "/suite",
                INSTRUCTOR).header("Content-Type", "application/zip")
                .PUT(HttpRequest.BodyPublishers.ofString("not a zip")).build());

        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(json(refused).get("detail").asString()).contains("zip");
        assertThat(json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions", INSTRUCTOR)).size())
                .isEqualTo(before);
    }

    @Test
    void aLearnerCannotUploadListOrDownloadSuites() {
        String learner = api.createLearner(INSTRUCTOR, "suite-reader-" + UUID.randomUUID().toString().substring(0, 8));
        assertThat(upload(ASSIGNMENT, deployedFiles(), learner).statusCode()).isEqualTo(403);
        assertThat(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions", learner).statusCode())
                .isEqualTo(403);
        assertThat(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions/1/bundle.zip", learner)
                .statusCode()).isEqualTo(403);
    }

    @Test
    void aNewAssignmentIsUploadedActivatedGradedWithAndRetiredWhileItsReportsStay() {
        String id = "copy-" + UUID.randomUUID().toString().substring(0, 8);
        SortedMap<String, byte[]> files = deployedFiles();
        put(files, "assignment.json", text(files, "assignment.json").replace("\"id\": \"ch03-unit-a\"", "\"id\": \"" + id + "\"")
                .replace("\"title\": \"", "\"title\": \"Copy: "));
        String learner = api.createLearner(INSTRUCTOR, "copier-" + UUID.randomUUID().toString().substring(0, 8));

        HttpResponse<String> created = upload(id, files, INSTRUCTOR);
        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(created.headers().firstValue("Location")).hasValue("/api/instructor/assignments/" + id
                + "/suite/versions/1");
        assertThat(assignmentState(id)).isEqualTo("DRAFT");
        assertThat(learnerSees(learner, id)).isFalse();

        JsonNode activation = json(post("/api/instructor/assignments/" + id + "/suite/versions/1/activate", INSTRUCTOR));
        assertThat(activation.get("activeVersion").asInt()).isEqualTo(1);
        assertThat(assignmentState(id)).isEqualTo("OPEN");
        assertThat(learnerSees(learner, id)).isTrue();

        HttpResponse<String> graded = api.postJson("/api/submissions?wait=60", learner,
                Map.of("assignment", id, "source", HttpApi.catalogue("correct/Reference.java")));
        JsonNode report = json(graded);
        assertThat(report.get("status").asString()).isEqualTo("GRADED");
        assertThat(report.get("suite").get("sha256").asString()).isEqualTo(activation.get("suiteSha256").asString());
        String submission = report.get("id").asString();

        assertThat(json(post("/api/instructor/assignments/" + id + "/retire", INSTRUCTOR)).get("state").asString())
                .isEqualTo("RETIRED");
        assertThat(learnerSees(learner, id)).isFalse();
        HttpResponse<String> late = api.postJson("/api/submissions", learner,
                Map.of("assignment", id, "source", HttpApi.catalogue("correct/Reference.java")));
        assertThat(late.statusCode()).isEqualTo(409);
        assertThat(json(late).get("detail").asString()).contains("retired");
        assertThat(api.get("/api/submissions/" + submission, learner).statusCode()).isEqualTo(200);
        assertThat(json(post("/api/instructor/assignments/" + id + "/reopen", INSTRUCTOR)).get("state").asString())
                .isEqualTo("OPEN");
    }

    @Test
    void anActivatedVersionGradesNewSubmissionsAndTheAnswerCountsWhatARegradeWouldChange() {
        String learner = api.createLearner(INSTRUCTOR, "switcher-" + UUID.randomUUID().toString().substring(0, 8));
        api.finalReport(api.submit(learner, HttpApi.catalogue("correct/Reference.java")), learner);
        SortedMap<String, byte[]> files = deployedFiles();
        put(files, "assignment.json", text(files, "assignment.json").replace("\"version\": \"1\"", "\"version\": \"2\""));

        HttpResponse<String> created = upload(ASSIGNMENT, files, INSTRUCTOR);
        assertThat(created.statusCode()).isEqualTo(201);
        int version = json(created).get("version").asInt();
        JsonNode activation = json(post("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions/" + version
                + "/activate?regrade=true", INSTRUCTOR));
        try {
            assertThat(activation.get("gradedWithOtherSuites").asLong()).isPositive();
            assertThat(activation.get("regrade").get("queued").asLong() + activation.get("regrade").get("pending").asLong())
                    .isEqualTo(activation.get("gradedWithOtherSuites").asLong());
            JsonNode report = api.finalReport(api.submit(learner, HttpApi.catalogue("correct/Reference.java")), learner);
            assertThat(report.get("suite").get("version").asString()).isEqualTo("2");
            assertThat(report.get("suite").get("sha256").asString()).isEqualTo(activation.get("suiteSha256").asString());
        } finally {
            post("/api/instructor/assignments/" + ASSIGNMENT + "/suite/versions/1/activate", INSTRUCTOR);
        }
    }

    @Test
    void filesMayAlsoBeUploadedAsMultipartPartsNamedByTheirPaths() {
        String id = "parts-" + UUID.randomUUID().toString().substring(0, 8);
        SortedMap<String, byte[]> files = deployedFiles();
        put(files, "assignment.json", text(files, "assignment.json").replace("\"id\": \"ch03-unit-a\"", "\"id\": \"" + id + "\""));
        String boundary = "suite-" + UUID.randomUUID();
        java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
        files.forEach((name, bytes) -> {
            body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"; filename=\""
                    + name.substring(name.lastIndexOf('/') + 1) + "\"\r\nContent-Type: application/octet-stream\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            body.writeBytes(bytes);
            body.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
        });
        body.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));

        HttpResponse<String> created = api.send(api.request("/api/instructor/assignments/" + id + "/suite", INSTRUCTOR)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .PUT(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())).build());

        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(json(created).get("state").asString()).isEqualTo("PASSED");
    }

    @Test
    void anUploadToABadIdOrWithAnotherAssignmentsFilesIsRefused() {
        assertThat(upload("Bad%20Id", deployedFiles(), INSTRUCTOR).statusCode()).isEqualTo(400);
        HttpResponse<String> mismatch = upload("another-" + UUID.randomUUID().toString().substring(0, 8), deployedFiles(),
                INSTRUCTOR);
        assertThat(mismatch.statusCode()).isEqualTo(422);
        assertThat(json(mismatch).get("detail").asString()).contains("\"ch03-unit-a\"");
    }

    private static String assignmentState(String id) {
        JsonNode all = json(api.get("/api/instructor/assignments", INSTRUCTOR));
        return StreamSupport.stream(all.spliterator(), false).filter(a -> a.get("id").asString().equals(id))
                .findFirst().orElseThrow().get("state").asString();
    }

    private static boolean learnerSees(String learner, String id) {
        JsonNode listed = json(api.get("/api/assignments", learner));
        return StreamSupport.stream(listed.spliterator(), false).anyMatch(a -> a.get("id").asString().equals(id));
    }
}
