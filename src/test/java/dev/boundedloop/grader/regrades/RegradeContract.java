package dev.boundedloop.grader.regrades;

import static dev.boundedloop.grader.HttpApi.catalogue;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.SuiteBundle;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Regrades over real HTTP on a whole service with its worker JVMs, run on H2 and on PostgreSQL by
 * subclasses. A regrade with the suite unchanged queues nothing; after a new suite version that
 * gives one case more points and makes another case pass for a wrong policy, a regrade reports the
 * exact score and outcome differences per learner.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class RegradeContract {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String ASSIGNMENT = HttpApi.ASSIGNMENT;
    private static final String BASE = "/api/instructor/assignments/" + ASSIGNMENT;
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** A visible case both policies pass; version 2 gives it 5 points instead of 1. */
    private static final String REWEIGHTED = "admission-1";
    /**
     * Both limits exhausted: the wrong policy checks the cost first and fails it. Version 2 makes the
     * next call free, so only the call limit is reached and the wrong policy passes it too.
     */
    private static final String FLIPPED = "hidden-01";

    private ServiceInstance service;
    private HttpApi api;

    /** A service on a new, empty database of the subclass's kind. */
    abstract ServiceInstance start();

    @BeforeAll
    void startService() {
        service = start();
        api = service.api();
    }

    @AfterAll
    void stopService() {
        if (service != null) {
            service.close();
        }
    }

    @Test
    @Order(1)
    void aRegradeGradesAgainOnlyWhatANewSuiteChangedAndReportsTheDifferencesPerLearner() {
        String alice = api.createLearner(INSTRUCTOR, "alice");
        String bob = api.createLearner(INSTRUCTOR, "bob");
        String aliceSubmission = api.submit(alice, catalogue("correct/Reference.java"));
        String bobSubmission = api.submit(bob, catalogue("wrong/CostCheckedBeforeCalls.java"));
        JsonNode aliceBefore = api.finalReport(aliceSubmission, alice);
        JsonNode bobBefore = api.finalReport(bobSubmission, bob);
        int max = aliceBefore.get("maxScore").asInt();
        assertThat(aliceBefore.get("score").asInt()).isEqualTo(max);
        assertThat(bobBefore.get("score").asInt()).isLessThan(max);
        assertThat(outcome(bobBefore, FLIPPED)).isEqualTo("FAIL");

        // Nothing changed: both reports already come from the active suite.
        HttpResponse<String> noop = regrade(BASE + "/regrade");
        assertThat(noop.statusCode()).isEqualTo(200);
        JsonNode nothing = json(noop);
        assertThat(nothing.get("queued").asInt()).isZero();
        assertThat(nothing.get("upToDate").asInt()).isEqualTo(2);
        assertThat(nothing.get("pending").asInt()).isZero();
        assertThat(nothing.get("message").asString()).contains("Nothing queued", "2 submissions already graded");
        JsonNode noopProgress = json(api.get(location(noop), INSTRUCTOR));
        assertThat(noopProgress.get("total").asInt()).isZero();
        assertThat(noopProgress.get("finished").asBoolean()).isTrue();
        assertThat(noopProgress.get("learners").size()).isZero();

        String oldSha = nothing.get("suiteSha256").asString();
        uploadAndActivate(changedSuite());

        HttpResponse<String> accepted = regrade(BASE + "/regrade");
        assertThat(accepted.statusCode()).isEqualTo(202);
        JsonNode started = json(accepted);
        String regradeId = started.get("id").asString();
        assertThat(location(accepted)).isEqualTo(BASE + "/regrades/" + regradeId);
        assertThat(started.get("queued").asInt()).isEqualTo(2);
        assertThat(started.get("upToDate").asInt()).isZero();
        assertThat(started.get("suiteVersion").asString()).isEqualTo("2");
        assertThat(started.get("suiteSha256").asString()).isNotEqualTo(oldSha);

        JsonNode progress = api.pollUntil(location(accepted), INSTRUCTOR, p -> p.get("finished").asBoolean(),
                Duration.ofSeconds(120));
        assertThat(progress.get("total").asInt()).isEqualTo(2);
        assertThat(progress.get("done").asInt()).isEqualTo(2);
        assertThat(progress.get("queued").asInt()).isZero();
        assertThat(progress.get("failed").asInt()).isZero();
        assertThat(progress.get("requestedBy").asString()).isEqualTo("instructor:bootstrap");
        assertThat(progress.get("learners").size()).isEqualTo(2);

        // The reweighted case adds 4 points to each; the flipped case 1 more to the wrong policy.
        int bobOld = bobBefore.get("score").asInt();
        JsonNode aliceRow = learner(progress, "alice");
        assertThat(aliceRow.get("oldFinalScore").asInt()).isEqualTo(max);
        assertThat(aliceRow.get("newFinalScore").asInt()).isEqualTo(max + 4);
        JsonNode aliceRegraded = aliceRow.get("submissions").get(0);
        assertThat(aliceRegraded.get("submission").asString()).isEqualTo(aliceSubmission);
        assertThat(aliceRegraded.get("state").asString()).isEqualTo("DONE");
        assertThat(List.of(aliceRegraded.get("oldReport").asLong(), aliceRegraded.get("newReport").asLong()))
                .isEqualTo(reportIds(aliceSubmission));
        assertThat(List.of(aliceRegraded.get("oldScore").asInt(), aliceRegraded.get("newScore").asInt(),
                aliceRegraded.get("oldMaxScore").asInt(), aliceRegraded.get("newMaxScore").asInt()))
                .containsExactly(max, max + 4, max, max + 4);
        assertThat(aliceRegraded.get("changedCases").size()).isZero();

        JsonNode bobRow = learner(progress, "bob");
        assertThat(bobRow.get("oldFinalScore").asInt()).isEqualTo(bobOld);
        assertThat(bobRow.get("newFinalScore").asInt()).isEqualTo(bobOld + 5);
        JsonNode bobRegraded = bobRow.get("submissions").get(0);
        assertThat(bobRegraded.get("oldStatus").asString()).isEqualTo("GRADED");
        assertThat(bobRegraded.get("newStatus").asString()).isEqualTo("GRADED");
        assertThat(bobRegraded.get("newScore").asInt()).isEqualTo(bobOld + 5);
        JsonNode changed = bobRegraded.get("changedCases");
        assertThat(changed.size()).isEqualTo(1);
        assertThat(List.of(changed.get(0).get("caseId").asString(), changed.get(0).get("oldOutcome").asString(),
                changed.get(0).get("newOutcome").asString())).containsExactly(FLIPPED, "FAIL", "PASS");

        // The learner sees the new report as current.
        assertThat(api.finalReport(bobSubmission, bob).get("score").asInt()).isEqualTo(bobOld + 5);

        // Newest first, each naming its suite.
        JsonNode list = json(api.get(BASE + "/regrades", INSTRUCTOR));
        assertThat(list.size()).isEqualTo(2);
        assertThat(list.get(0).get("id").asString()).isEqualTo(regradeId);
        assertThat(list.get(0).get("total").asInt()).isEqualTo(2);
        assertThat(list.get(0).get("done").asInt()).isEqualTo(2);
        assertThat(list.get(0).get("suiteSha256").asString()).isEqualTo(started.get("suiteSha256").asString());
        assertThat(list.get(1).get("id").asString()).isEqualTo(nothing.get("id").asString());
        assertThat(list.get(1).get("upToDate").asInt()).isEqualTo(2);
        assertThat(list.get(1).get("suiteSha256").asString()).isEqualTo(oldSha);
        assertThat(list.get(0).has("learners")).isFalse();

        // Regraded with the active suite, they are up to date again.
        JsonNode again = json(regrade(BASE + "/regrade"));
        assertThat(again.get("queued").asInt()).isZero();
        assertThat(again.get("upToDate").asInt()).isEqualTo(2);
    }

    @Test
    @Order(2)
    void oneSubmissionIsRegradedOnlyWhenForcedWhileItsReportComesFromTheActiveSuite() {
        String carol = api.createLearner(INSTRUCTOR, "carol");
        String submission = api.submit(carol, catalogue("correct/StreamOfRules.java"));
        JsonNode before = api.finalReport(submission, carol);

        HttpResponse<String> noop = regrade("/api/instructor/submissions/" + submission + "/regrade");
        assertThat(noop.statusCode()).isEqualTo(200);
        JsonNode nothing = json(noop);
        assertThat(nothing.get("queued").asInt()).isZero();
        assertThat(nothing.get("upToDate").asInt()).isEqualTo(1);
        assertThat(nothing.get("submission").asString()).isEqualTo(submission);
        assertThat(nothing.get("message").asString()).contains("already comes from the active suite", "force=true");
        assertThat(json(api.get(location(noop), INSTRUCTOR)).get("finished").asBoolean()).isTrue();

        HttpResponse<String> forced = regrade("/api/instructor/submissions/" + submission + "/regrade?force=true");
        assertThat(forced.statusCode()).isEqualTo(202);
        assertThat(json(forced).get("queued").asInt()).isEqualTo(1);
        assertThat(json(forced).get("forced").asBoolean()).isTrue();
        JsonNode progress = api.pollUntil(location(forced), INSTRUCTOR, p -> p.get("finished").asBoolean(),
                Duration.ofSeconds(120));

        assertThat(progress.get("submission").asString()).isEqualTo(submission);
        assertThat(progress.get("done").asInt()).isEqualTo(1);
        assertThat(progress.get("learners").size()).isEqualTo(1);
        JsonNode row = learner(progress, "carol");
        assertThat(row.get("oldFinalScore").asInt()).isEqualTo(before.get("score").asInt());
        assertThat(row.get("newFinalScore").asInt()).isEqualTo(before.get("score").asInt());
        JsonNode regraded = row.get("submissions").get(0);
        assertThat(List.of(regraded.get("oldReport").asLong(), regraded.get("newReport").asLong()))
                .isEqualTo(reportIds(submission));
        assertThat(regraded.get("changedCases").size()).isZero();
        JsonNode reports = json(api.get("/api/instructor/submissions/" + submission, INSTRUCTOR)).get("reports");
        assertThat(reports.get(1).get("origin").asString()).isEqualTo("REGRADE");
    }

    @Test
    @Order(3)
    void unknownAssignmentsSubmissionsAndRegradesAre404ProblemsNamingThem() {
        HttpResponse<String> assignment = regrade("/api/instructor/assignments/ch99-nope/regrade");
        assertProblem(assignment, 404, "ch99-nope");
        assertProblem(api.get("/api/instructor/assignments/ch99-nope/regrades", INSTRUCTOR), 404, "ch99-nope");

        UUID unknown = UUID.randomUUID();
        assertProblem(regrade("/api/instructor/submissions/" + unknown + "/regrade"), 404, unknown.toString());
        assertProblem(api.get(BASE + "/regrades/" + unknown, INSTRUCTOR), 404, unknown.toString());
        assertProblem(api.get("/api/instructor/assignments/ch99-nope/regrades/" + unknown, INSTRUCTOR), 404,
                "ch99-nope");
        assertProblem(api.get(BASE + "/regrades/not-a-uuid", INSTRUCTOR), 400, "not-a-uuid");
    }

    private HttpResponse<String> regrade(String path) {
        return api.postJson(path, INSTRUCTOR, Map.of());
    }

    /** The ids of a submission's reports, oldest first. */
    private List<Long> reportIds(String submission) {
        return StreamSupport.stream(json(api.get("/api/instructor/submissions/" + submission, INSTRUCTOR))
                .get("reports").spliterator(), false).map(r -> r.get("reportId").asLong()).toList();
    }

    private static String location(HttpResponse<String> response) {
        return response.headers().firstValue("Location").orElseThrow(() -> new AssertionError("no Location"));
    }

    private static void assertProblem(HttpResponse<String> response, int status, String named) {
        assertThat(response.statusCode()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/problem+json");
        assertThat(json(response).get("detail").asString()).contains(named);
    }

    /** Uploads a suite version and activates it. */
    private void uploadAndActivate(SuiteBundle bundle) {
        api.uploadAndActivate(INSTRUCTOR, ASSIGNMENT, bundle.toZip());
    }

    /** The project's ch03-unit-a suite as version "2", with the reweighted and the flipped case. */
    private static SuiteBundle changedSuite() {
        Map<String, byte[]> files = new TreeMap<>(SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve(ASSIGNMENT)).files());
        edit(files, "assignment.json", root -> ((ObjectNode) root).put("version", "2"));
        edit(files, "decisions-visible.json", root -> ((ObjectNode) decision(root, REWEIGHTED)).put("points", 5));
        edit(files, "decisions-hidden.json",
                root -> ((ObjectNode) decision(root, FLIPPED).get("state")).put("nextCostCents", 0));
        return SuiteBundle.of(files);
    }

    private static void edit(Map<String, byte[]> files, String name, java.util.function.Consumer<JsonNode> change) {
        JsonNode root = JSON.readTree(new String(files.get(name), StandardCharsets.UTF_8));
        change.accept(root);
        files.put(name, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root).getBytes(StandardCharsets.UTF_8));
    }

    private static JsonNode decision(JsonNode root, String id) {
        return StreamSupport.stream(root.get("decisions").spliterator(), false)
                .filter(d -> d.get("id").asString().equals(id)).findFirst().orElseThrow();
    }

    private static String outcome(JsonNode report, String caseId) {
        return StreamSupport.stream(report.get("cases").spliterator(), false)
                .filter(c -> c.get("id").asString().equals(caseId)).findFirst().orElseThrow()
                .get("outcome").asString();
    }

    private static JsonNode learner(JsonNode progress, String learner) {
        return StreamSupport.stream(progress.get("learners").spliterator(), false)
                .filter(l -> l.get("learner").asString().equals(learner)).findFirst()
                .orElseThrow(() -> new AssertionError("no learner " + learner + " in " + progress));
    }
}
