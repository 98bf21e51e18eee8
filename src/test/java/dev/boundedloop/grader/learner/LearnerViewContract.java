package dev.boundedloop.grader.learner;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The learner's own view over real HTTP: their due time with their extension, what the hourly quota
 * leaves them, their history with late marks and the score the course counts, and what they sent
 * with the instructor's review. Each database runs the same contract.
 */
abstract class LearnerViewContract extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String ASSIGNMENT = HttpApi.ASSIGNMENT;

    @AfterEach
    void putBackTheSettings() {
        putBackTheSettingsOf(ASSIGNMENT);
    }

    @Test
    void aLateLearnerSeesTheirPenaltyTheirQuotaAndTheCommentOnTheirNotes() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        Map<String, Object> settings = new HashMap<>();
        settings.put("dueAt", now.minus(2, ChronoUnit.HOURS).toString());
        settings.put("lateUntil", now.plus(3, ChronoUnit.DAYS).toString());
        settings.put("latePenaltyPercentPerDay", 10);
        settings.put("submissionsPerHour", 3);
        assertThat(put("/api/instructor/assignments/" + ASSIGNMENT + "/settings", settings).statusCode()).isEqualTo(200);
        String late = unique("late");
        String lateToken = api.createLearner(INSTRUCTOR, late);
        String extended = unique("extended");
        String extendedToken = api.createLearner(INSTRUCTOR, extended);
        Instant ownDue = now.plus(2, ChronoUnit.DAYS);
        assertThat(put("/api/instructor/assignments/" + ASSIGNMENT + "/extensions/" + extended,
                Map.of("dueAt", ownDue.toString())).statusCode()).isEqualTo(200);

        HttpResponse<String> submitted = api.postJson("/api/submissions?wait=60", lateToken, Map.of("assignment", ASSIGNMENT,
                "source", HttpApi.catalogue("correct/Reference.java"), "notes", "I checked the call limit first"));
        assertThat(submitted.statusCode()).as(submitted.body()).isEqualTo(200);
        JsonNode report = json(submitted);
        int raw = report.get("score").asInt();
        String id = report.get("id").asString();

        JsonNode lateAssignment = mine(lateToken);
        assertThat(lateAssignment.get("dueAt").asString()).isEqualTo(settings.get("dueAt"));
        assertThat(lateAssignment.get("extended").asBoolean()).isFalse();
        assertThat(lateAssignment.get("latePenaltyPercentPerDay").asInt()).isEqualTo(10);
        assertThat(lateAssignment.get("submissionsLeftThisHour").asInt()).isEqualTo(2);
        JsonNode extendedAssignment = mine(extendedToken);
        assertThat(Instant.parse(extendedAssignment.get("dueAt").asString())).isEqualTo(ownDue);
        assertThat(extendedAssignment.get("extended").asBoolean()).isTrue();
        assertThat(extendedAssignment.get("submissionsLeftThisHour").asInt()).isEqualTo(3);

        JsonNode history = json(api.get("/api/me/submissions?assignment=" + ASSIGNMENT, lateToken));
        assertThat(history.get("total").asLong()).isEqualTo(1);
        JsonNode item = history.get("items").get(0);
        assertThat(item.get("id").asString()).isEqualTo(id);
        assertThat(item.get("status").asString()).isEqualTo("GRADED");
        assertThat(item.get("score").asInt()).isEqualTo(raw);
        assertThat(item.get("late").get("days").asInt()).isEqualTo(1);
        assertThat(item.get("late").get("penaltyPercent").asInt()).isEqualTo(10);
        int afterPenalty = raw - (int) Math.round(raw * 0.10);
        assertThat(item.get("late").get("scoreAfterPenalty").asInt()).isEqualTo(afterPenalty);
        assertThat(item.get("countedScore").asInt()).isEqualTo(afterPenalty);
        assertThat(item.get("reviewed").asBoolean()).isFalse();
        // The learner's own submission view agrees on the lateness.
        assertThat(report.get("late").get("scoreAfterPenalty").asInt()).isEqualTo(afterPenalty);

        JsonNode waiting = json(api.get("/api/me/submissions/" + id + "/sent", lateToken));
        assertThat(waiting.get("source").asString()).isEqualTo(HttpApi.catalogue("correct/Reference.java"));
        assertThat(waiting.get("notes").asString()).isEqualTo("I checked the call limit first");
        assertThat(waiting.get("review").get("state").asString()).isEqualTo("HUMAN_REVIEW_REQUIRED");
        assertThat(waiting.get("review").has("comment")).isFalse();

        String comment = "Right, and say why the cost check comes second.\nSee chapter 3.";
        assertThat(put("/api/instructor/reviews/" + id, Map.of("comment", comment)).statusCode()).isEqualTo(200);
        JsonNode reviewed = json(api.get("/api/me/submissions/" + id + "/sent", lateToken));
        assertThat(reviewed.get("review").get("state").asString()).isEqualTo("REVIEWED");
        assertThat(reviewed.get("review").get("comment").asString()).isEqualTo(comment);
        assertThat(json(api.get("/api/me/submissions", lateToken)).get("items").get(0).get("reviewed").asBoolean()).isTrue();

        // Another learner sees none of it.
        HttpResponse<String> foreign = api.get("/api/me/submissions/" + id + "/sent", extendedToken);
        assertThat(foreign.statusCode()).isEqualTo(404);
        assertThat(json(foreign).get("detail").asString()).contains("No submission " + id + " of yours");
        assertThat(json(api.get("/api/me/submissions", extendedToken)).get("total").asLong()).isZero();
    }

    @Test
    void historyPagesAreNewestFirstAndABadPageIsNamed() {
        String learner = unique("pages");
        String token = api.createLearner(INSTRUCTOR, learner);
        String first = api.submit(token, "");
        String second = api.submit(token, "");
        String third = api.submit(token, "");

        JsonNode page0 = json(api.get("/api/me/submissions?size=2", token));
        assertThat(page0.get("total").asLong()).isEqualTo(3);
        assertThat(page0.get("items").size()).isEqualTo(2);
        JsonNode page1 = json(api.get("/api/me/submissions?size=2&page=1", token));
        assertThat(page1.get("items").size()).isEqualTo(1);
        var ids = new java.util.ArrayList<String>();
        page0.get("items").forEach(i -> ids.add(i.get("id").asString()));
        page1.get("items").forEach(i -> ids.add(i.get("id").asString()));
        assertThat(ids).containsExactlyInAnyOrder(first, second, third);
        assertThat(ids.get(2)).isEqualTo(first);

        HttpResponse<String> bad = api.get("/api/me/submissions?size=0", token);
        assertThat(bad.statusCode()).isEqualTo(400);
        assertThat(json(bad).get("detail").asString()).contains("size 1 to 100");
        assertThat(api.get("/api/me/assignments", null).statusCode()).isEqualTo(401);
    }

    @Test
    void aReadThatWaitsGetsTheReportOnceItIsStoredAndNobodyElseWaitsOnIt() {
        String token = api.createLearner(INSTRUCTOR, unique("waits"));
        String otherToken = api.createLearner(INSTRUCTOR, unique("waits-other"));
        String id = api.submit(token, HttpApi.catalogue("correct/Reference.java"));

        HttpResponse<String> foreign = api.get("/api/submissions/" + id + "?wait=60", otherToken);
        assertThat(foreign.statusCode()).isEqualTo(404);
        HttpResponse<String> tooLong = api.get("/api/submissions/" + id + "?wait=61", token);
        assertThat(tooLong.statusCode()).isEqualTo(400);
        assertThat(json(tooLong).get("detail").asString()).contains("wait must be 0 to 60 seconds");

        HttpResponse<String> waited = api.get("/api/submissions/" + id + "?wait=60", token);
        assertThat(waited.statusCode()).as(waited.body()).isEqualTo(200);
        assertThat(json(waited).get("status").asString()).isEqualTo("GRADED");
        assertThat(json(waited).get("score").asInt()).isEqualTo(json(waited).get("maxScore").asInt());
    }

    private static JsonNode mine(String token) {
        for (JsonNode a : json(api.get("/api/me/assignments", token))) {
            if (a.get("id").asString().equals(ASSIGNMENT)) {
                return a;
            }
        }
        throw new AssertionError("no " + ASSIGNMENT + " in /api/me/assignments");
    }

    private static HttpResponse<String> put(String path, Object body) {
        return api.send(api.request(path, INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(body))).build());
    }

    private static String unique(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
