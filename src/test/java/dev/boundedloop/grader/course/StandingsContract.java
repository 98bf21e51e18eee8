package dev.boundedloop.grader.course;

import static dev.boundedloop.grader.HttpApi.catalogue;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.SuiteBundle;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The standings the service keeps as reports are written always equal what recomputing them from
 * every submission, override and setting gives, and so do the scores and case failures instructors
 * read: after grading, an override and its removal, a change of the final-submission rule, and a
 * regrade under a newly activated suite. Each database runs the same contract.
 */
abstract class StandingsContract extends RunningService {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String ASSIGNMENT = HttpApi.ASSIGNMENT;
    private static final String BASE = "/api/instructor/assignments/" + ASSIGNMENT;
    private static final String CORRECT = catalogue("correct/Reference.java");
    private static final String WRONG = catalogue("wrong/CostCheckedBeforeCalls.java");
    private static final String OTHER_WRONG = catalogue("wrong/OffByOneCallLimit.java");

    @Test
    void keptStandingsEqualRecomputedOnesThroughGradingOverridesRuleChangesAndRegrades() {
        String suffix = UUID.randomUUID().toString().substring(0, 6);
        String alice = api.createLearner(INSTRUCTOR, "alice-" + suffix);
        String bob = api.createLearner(INSTRUCTOR, "bob-" + suffix);
        api.createLearner(INSTRUCTOR, "carol-" + suffix); // on the roster, never submits

        graded(api.submit(alice, WRONG), alice);
        graded(api.submit(alice, CORRECT), alice);
        String bobCorrect = api.submit(bob, CORRECT);
        graded(bobCorrect, bob);
        String bobWrong = api.submit(bob, WRONG);
        graded(bobWrong, bob);
        graded(api.submit(bob, OTHER_WRONG), bob);
        graded(api.submit(INSTRUCTOR, CORRECT), INSTRUCTOR); // not a learner's: no standing
        assertKeptEqualsRecomputed();
        Map<String, JsonNode> scores = scoresByLearner();
        assertThat(scores.get("bob-" + suffix).get("attempts").asLong()).isEqualTo(3);
        assertThat(scores.get("carol-" + suffix).get("attempts").asLong()).isZero();
        assertThat(scores.get("carol-" + suffix).has("finalScore")).isFalse();

        // Under BEST the correct submission counts for bob; an override gives a newer wrong one as much.
        settings(Map.of("finalSubmission", "BEST"));
        assertKeptEqualsRecomputed();
        assertThat(scoresByLearner().get("bob-" + suffix).get("finalSubmission").asString()).isEqualTo(bobCorrect);
        // Equal to the correct one's full marks, and newer, so it counts instead.
        int max = json(api.get("/api/instructor/submissions/" + bobWrong, INSTRUCTOR)).get("maxScore").asInt();
        HttpResponse<String> overridden = put("/api/instructor/submissions/" + bobWrong + "/override",
                Map.of("score", max, "reason", "exceptional explanation"));
        assertThat(overridden.statusCode()).as(overridden.body()).isEqualTo(200);
        assertKeptEqualsRecomputed();
        assertThat(scoresByLearner().get("bob-" + suffix).get("finalSubmission").asString()).isEqualTo(bobWrong);
        assertThat(api.send(api.request("/api/instructor/submissions/" + bobWrong + "/override", INSTRUCTOR)
                .DELETE().build()).statusCode()).isEqualTo(204);
        assertKeptEqualsRecomputed();
        assertThat(scoresByLearner().get("bob-" + suffix).get("finalSubmission").asString()).isEqualTo(bobCorrect);
        // Graded under BEST: a worse newer attempt leaves alice's correct one counted.
        graded(api.submit(alice, WRONG), alice);
        assertKeptEqualsRecomputed();

        // A new suite where the wrong policy's failing cases pass: the regrade's reports change the standings.
        uploadAndActivate(changedSuite());
        assertKeptEqualsRecomputed();
        HttpResponse<String> regrade = api.postJson(BASE + "/regrade", INSTRUCTOR, Map.of());
        assertThat(regrade.statusCode()).as(regrade.body()).isIn(200, 202);
        api.pollUntil(regrade.headers().firstValue("Location").orElseThrow(), INSTRUCTOR,
                p -> p.get("finished").asBoolean(), Duration.ofSeconds(180));
        assertKeptEqualsRecomputed();

        settings(Map.of());
        assertKeptEqualsRecomputed();
        // Graded under LATEST again: the newest attempt counts, the best stays the highest.
        graded(api.submit(bob, WRONG), bob);
        assertKeptEqualsRecomputed();
        assertThat(scoresByLearner().get("bob-" + suffix).get("attempts").asLong()).isEqualTo(4);
    }

    private static void graded(String submission, String token) {
        api.finalReport(submission, token);
    }

    /** The kept rows, the scores and the case failures, each against recomputing from scratch. */
    private static void assertKeptEqualsRecomputed() {
        List<RecomputedStandings.Recomputed> recomputed = RecomputedStandings.of(service.sql(), ASSIGNMENT);
        List<RecomputedStandings.Recomputed> kept = new ArrayList<>();
        Map<String, JsonNode> scores = scoresByLearner();
        for (RecomputedStandings.Recomputed expected : recomputed) {
            List<RecomputedStandings.Recomputed> row = service.sql().sql("""
                            SELECT attempts, best, latest_submission, final_submission FROM learner_standings
                            WHERE assignment = :a AND submitter = :s""")
                    .param("a", ASSIGNMENT).param("s", expected.learner())
                    .query((rs, n) -> new RecomputedStandings.Recomputed(expected.learner(), rs.getLong("attempts"),
                            rs.getObject("best", Integer.class), rs.getObject("latest_submission", UUID.class),
                            rs.getObject("final_submission", UUID.class), expected.finalScore()))
                    .list();
            kept.add(row.isEmpty() ? new RecomputedStandings.Recomputed(expected.learner(), 0, null, null, null, null)
                    : row.get(0));
            JsonNode read = scores.get(expected.learner());
            assertThat(read.get("attempts").asLong()).as(expected.learner()).isEqualTo(expected.attempts());
            assertThat(read.has("finalScore") ? read.get("finalScore").asInt() : null).as(expected.learner())
                    .isEqualTo(expected.finalScore());
            assertThat(read.has("finalSubmission") ? UUID.fromString(read.get("finalSubmission").asString()) : null)
                    .as(expected.learner()).isEqualTo(expected.counted());
        }
        assertThat(kept).isEqualTo(recomputed);
        assertThat(caseFailures()).isEqualTo(recomputedCaseFailures(recomputed));
    }

    private static Map<String, JsonNode> scoresByLearner() {
        Map<String, JsonNode> byLearner = new TreeMap<>();
        json(api.get(BASE + "/scores", INSTRUCTOR)).forEach(s -> byLearner.put(s.get("learner").asString(), s));
        return byLearner;
    }

    /** case id → "submissions/failures", as the service answers. */
    private static Map<String, String> caseFailures() {
        Map<String, String> rates = new TreeMap<>();
        json(api.get(BASE + "/case-failures", INSTRUCTOR)).forEach(c -> rates.put(c.get("caseId").asString(),
                c.get("submissions").asLong() + "/" + c.get("failures").asLong()));
        return rates;
    }

    /** The same over the recomputed counted submissions that were graded, from their current reports as instructors read them. */
    private static Map<String, String> recomputedCaseFailures(List<RecomputedStandings.Recomputed> standings) {
        Map<String, long[]> counts = new TreeMap<>();
        for (RecomputedStandings.Recomputed standing : standings) {
            if (standing.counted() == null) {
                continue;
            }
            JsonNode detail = json(api.get("/api/instructor/submissions/" + standing.counted(), INSTRUCTOR));
            if (!"GRADED".equals(detail.get("status").asString())) {
                continue;
            }
            detail.get("report").get("cases").forEach(c -> {
                long[] count = counts.computeIfAbsent(c.get("id").asString(), k -> new long[2]);
                count[0]++;
                count[1] += "PASS".equals(c.get("outcome").asString()) ? 0 : 1;
            });
        }
        Map<String, String> rates = new TreeMap<>();
        counts.forEach((id, c) -> rates.put(id, c[0] + "/" + c[1]));
        return rates;
    }

    private static void settings(Map<String, Object> settings) {
        HttpResponse<String> saved = put(BASE + "/settings", settings);
        assertThat(saved.statusCode()).as(saved.body()).isEqualTo(200);
    }

    private static HttpResponse<String> put(String path, Object body) {
        return api.send(api.request(path, INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(body))).build());
    }

    private static void uploadAndActivate(SuiteBundle bundle) {
        api.uploadAndActivate(INSTRUCTOR, ASSIGNMENT, bundle.toZip());
    }

    /** The project's suite as version "2", every visible decision worth three points. */
    private static SuiteBundle changedSuite() {
        Map<String, byte[]> files = new TreeMap<>(SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve(ASSIGNMENT)).files());
        ObjectNode assignment = (ObjectNode) JSON.readTree(files.get("assignment.json"));
        assignment.put("version", "2");
        files.put("assignment.json", JSON.writeValueAsBytes(assignment));
        JsonNode decisions = JSON.readTree(files.get("decisions-visible.json"));
        decisions.get("decisions").forEach(d -> ((ObjectNode) d).put("points", 3));
        files.put("decisions-visible.json", JSON.writeValueAsBytes(decisions));
        return SuiteBundle.of(files);
    }
}
