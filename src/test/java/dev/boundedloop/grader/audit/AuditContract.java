package dev.boundedloop.grader.audit;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The audit table as instructors read it, over real HTTP: each action a row with its actor, target
 * and detail, newest first, a page at a time, filtered by action or actor; an action that fails
 * leaves no row. Each database runs the same contract.
 */
abstract class AuditContract extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String ASSIGNMENT = "ch03-unit-a";

    @AfterEach
    void putBackTheSettings() {
        putBackTheSettingsOf(ASSIGNMENT);
    }

    private static JsonNode audit(String query) {
        HttpResponse<String> answer = api.get("/api/instructor/audit" + query, INSTRUCTOR);
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        return json(answer);
    }

    private static List<JsonNode> items(JsonNode page) {
        return StreamSupport.stream(page.get("items").spliterator(), false).toList();
    }

    private static List<String> targets(JsonNode page) {
        return items(page).stream().map(item -> item.get("target").asString()).toList();
    }

    private static String encoded(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private static HttpResponse<String> put(String path, String token, String body) {
        return api.send(api.request(path, token).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    @Test
    void eachActionIsARowWithItsActorTargetAndDetailAndCanBeFilteredByActor() {
        api.createLearner(INSTRUCTOR, "audit-ann");
        JsonNode second = json(api.postJson("/api/instructor/tokens", INSTRUCTOR,
                Map.of("role", "INSTRUCTOR", "name", "audit-second")));
        String secondToken = second.get("token").asString();
        long annToken = json(api.get("/api/instructor/learners/audit-ann/tokens", INSTRUCTOR)).get(0).get("tokenId").asLong();

        HttpResponse<String> revoked = api.send(api.request("/api/instructor/tokens/" + annToken, secondToken)
                .DELETE().build());
        assertThat(revoked.statusCode()).isEqualTo(200);

        JsonNode bySecond = audit("?actor=" + encoded("instructor:audit-second"));
        assertThat(bySecond.get("total").asLong()).isEqualTo(1);
        JsonNode revocation = bySecond.get("items").get(0);
        assertThat(revocation.get("action").asString()).isEqualTo("token.revoke");
        assertThat(revocation.get("actor").asString()).isEqualTo("instructor:audit-second");
        assertThat(revocation.get("target").asString()).isEqualTo("token:" + annToken);
        assertThat(revocation.get("detail").get("subject").asString()).isEqualTo("audit-ann");
        assertThat(revocation.get("at").asString()).isNotBlank();

        JsonNode created = audit("?action=learner.create&size=100");
        JsonNode annCreated = items(created).stream()
                .filter(item -> item.get("target").asString().equals("learner:audit-ann")).findFirst().orElseThrow();
        assertThat(annCreated.get("actor").asString()).isNotEqualTo("instructor:audit-second").isNotEqualTo("system");
        JsonNode issued = items(audit("?action=token.issue&size=100")).stream()
                .filter(item -> item.get("target").asString().equals("subject:instructor:audit-second"))
                .findFirst().orElseThrow();
        assertThat(issued.get("detail").get("tokenId").asLong()).isEqualTo(second.get("tokenId").asLong());
        assertThat(issued.toString()).doesNotContain(secondToken);
    }

    @Test
    void aSettingsChangeIsRecordedWithTheSettingsItMade() {
        HttpResponse<String> saved = put("/api/instructor/assignments/" + ASSIGNMENT + "/settings", INSTRUCTOR,
                "{\"dueAt\": \"2099-01-01T00:00:00Z\", \"latePenaltyPercentPerDay\": 7}");
        assertThat(saved.statusCode()).as(saved.body()).isEqualTo(200);

        JsonNode change = audit("?action=settings.replace").get("items").get(0);

        assertThat(change.get("target").asString()).isEqualTo("assignment:" + ASSIGNMENT);
        assertThat(change.get("detail").get("dueAt").asString()).isEqualTo("2099-01-01T00:00:00Z");
        assertThat(change.get("detail").get("latePenaltyPercentPerDay").asInt()).isEqualTo(7);
    }

    @Test
    void aReviewAnOverrideAndARegradeOfASubmissionAreEachRecordedAgainstIt() {
        String learner = api.createLearner(INSTRUCTOR, "audit-graded");
        HttpResponse<String> accepted = api.postJson("/api/submissions", learner, Map.of("assignment", ASSIGNMENT,
                "source", HttpApi.catalogue("correct/Reference.java"), "notes", "please look"));
        String id = json(accepted).get("id").asString();
        api.finalReport(id, learner);

        HttpResponse<String> reviewed = put("/api/instructor/reviews/" + id, INSTRUCTOR,
                "{\"comment\": \"fine\\r\\nINFO forged line\"}");
        HttpResponse<String> overridden = put("/api/instructor/submissions/" + id + "/override", INSTRUCTOR,
                "{\"score\": 50, \"reason\": \"plagiarism hearing\"}");
        HttpResponse<String> regraded = api.send(api.request("/api/instructor/submissions/" + id + "/regrade?force=true",
                INSTRUCTOR).POST(HttpRequest.BodyPublishers.noBody()).build());

        assertThat(List.of(reviewed.statusCode(), overridden.statusCode(), regraded.statusCode())).containsExactly(200, 200, 202);
        List<JsonNode> rows = items(audit("?size=100")).stream()
                .filter(item -> item.get("target").asString().equals("submission:" + id)).toList();
        assertThat(rows).extracting(item -> item.get("action").asString())
                .containsExactly("regrade", "override.put", "review");
        assertThat(rows.get(0).get("detail").get("forced").asBoolean()).isTrue();
        assertThat(rows.get(1).get("detail").get("score").asInt()).isEqualTo(50);
        assertThat(rows.get(1).get("detail").get("reason").asString()).isEqualTo("plagiarism hearing");
        assertThat(rows.get(2).get("detail").get("comment").asString()).isEqualTo("fine\r\nINFO forged line");
    }

    @Test
    void pagesRunNewestFirstWithoutOverlap() {
        for (int i = 0; i < 5; i++) {
            api.createLearner(INSTRUCTOR, "audit-page-" + i);
        }

        JsonNode first = audit("?action=learner.create&size=2&page=0");
        JsonNode next = audit("?action=learner.create&size=2&page=1");

        assertThat(first.get("total").asLong()).isGreaterThanOrEqualTo(5);
        assertThat(first.get("size").asInt()).isEqualTo(2);
        assertThat(targets(first)).containsExactly("learner:audit-page-4", "learner:audit-page-3");
        assertThat(targets(next)).containsExactly("learner:audit-page-2", "learner:audit-page-1");
        assertThat(first.get("items").get(0).get("id").asLong()).isGreaterThan(first.get("items").get(1).get("id").asLong());
    }

    @Test
    void anActionThatFailsLeavesNoRow() {
        api.createLearner(INSTRUCTOR, "audit-kept");

        HttpResponse<String> unknownToken = api.send(api.request("/api/instructor/tokens/987654", INSTRUCTOR).DELETE().build());
        HttpResponse<String> noExtension = api.send(api.request("/api/instructor/assignments/" + ASSIGNMENT
                + "/extensions/audit-kept", INSTRUCTOR).DELETE().build());
        HttpResponse<String> duplicate = api.postJson("/api/instructor/learners", INSTRUCTOR, Map.of("id", "audit-kept"));

        assertThat(unknownToken.statusCode()).isEqualTo(404);
        assertThat(noExtension.statusCode()).isEqualTo(404);
        assertThat(duplicate.statusCode()).isEqualTo(409);
        assertThat(targets(audit("?action=token.revoke&size=100"))).doesNotContain("token:987654");
        assertThat(targets(audit("?action=extension.revoke&size=100"))).noneMatch(t -> t.contains("audit-kept"));
        assertThat(targets(audit("?action=learner.create&size=100")))
                .filteredOn("learner:audit-kept"::equals).hasSize(1);
    }

    @Test
    void learnersAreRefusedAndBadPagesOrFiltersAreProblems() {
        String learner = api.createLearner(INSTRUCTOR, "audit-learner");

        HttpResponse<String> forbidden = api.get("/api/instructor/audit", learner);
        HttpResponse<String> badPage = api.get("/api/instructor/audit?page=-1", INSTRUCTOR);
        HttpResponse<String> nul = api.get("/api/instructor/audit?actor=a%00b", INSTRUCTOR);

        assertThat(forbidden.statusCode()).isEqualTo(403);
        assertThat(badPage.statusCode()).isEqualTo(400);
        assertThat(badPage.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).contains("problem+json"));
        assertThat(nul.statusCode()).isEqualTo(400);
        assertThat(json(nul).get("detail").asString()).contains("actor");
    }
}
