package dev.boundedloop.grader.security;

import dev.boundedloop.grader.RunningService;
import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * CI tokens issued for a learner, over real HTTP on a running service: they submit as the learner
 * (the learner's submissions and listing, with a quota of their own) while the stored role says CI, read nothing of
 * anyone else's, never reach instructor endpoints, and go when the learner's tokens are revoked.
 * Each database runs the same contract.
 */
abstract class CiForLearnerContract extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String SETTINGS = "/api/instructor/assignments/" + HttpApi.ASSIGNMENT + "/settings";
    private static final String CORRECT = HttpApi.catalogue("correct/Reference.java");

    @AfterEach
    void noQuota() {
        HttpResponse<String> reset = putJson(SETTINGS, Map.of());
        assertThat(reset.statusCode()).as(reset.body()).isEqualTo(200);
    }

    private static String learner(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    private static JsonNode ciTokenFor(String learner) {
        HttpResponse<String> issued = api.send(api.request("/api/instructor/learners/" + learner + "/ci-tokens", INSTRUCTOR)
                .POST(HttpRequest.BodyPublishers.noBody()).build());
        assertThat(issued.statusCode()).as(issued.body()).isEqualTo(201);
        return json(issued);
    }

    private static HttpResponse<String> putJson(String path, Object body) {
        return api.send(api.request(path, INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(body))).build());
    }

    private static HttpResponse<String> delete(String path) {
        return api.send(api.request(path, INSTRUCTOR).DELETE().build());
    }

    private static List<String> ids(JsonNode page) {
        return StreamSupport.stream(page.get("items").spliterator(), false).map(i -> i.get("id").asString()).toList();
    }

    @Test
    void aCiTokenForALearnerSubmitsAsThatLearnerAndTheRecordSaysCi() {
        String alice = learner("alice");
        String aliceToken = api.createLearner(INSTRUCTOR, alice);
        JsonNode issued = ciTokenFor(alice);
        assertThat(issued.get("role").asString()).isEqualTo("CI");
        assertThat(issued.get("id").asString()).isEqualTo(alice);
        String ci = issued.get("token").asString();

        String submission = api.submit(ci, CORRECT);
        assertThat(api.finalReport(submission, ci).get("status").asString()).isEqualTo("GRADED");

        JsonNode forAlice = json(api.get("/api/instructor/submissions?learner=" + alice, INSTRUCTOR));
        assertThat(ids(forAlice)).containsExactly(submission);
        assertThat(forAlice.get("items").get(0).get("submitter").asString()).isEqualTo(alice);
        JsonNode detail = json(api.get("/api/instructor/submissions/" + submission, INSTRUCTOR));
        assertThat(detail.get("submitterRole").asString()).isEqualTo("CI");

        assertThat(ids(json(api.get("/api/submissions", aliceToken)))).containsExactly(submission);
        // It is alice's row in the gradebook that counts it.
        assertThat(api.get("/api/instructor/assignments/" + HttpApi.ASSIGNMENT + "/gradebook.csv", INSTRUCTOR).body()
                .lines().filter(line -> line.startsWith(alice + ",")).findFirst().orElseThrow())
                .contains("," + submission + ",");
        assertThat(api.get("/api/submissions/" + submission, aliceToken).statusCode()).isEqualTo(200);

        JsonNode listed = json(api.get("/api/instructor/learners/" + alice, INSTRUCTOR));
        assertThat(listed.get("activeTokens").asLong()).isEqualTo(2);
        assertThat(listed.get("activeCiTokens").asLong()).isEqualTo(1);
    }

    @Test
    void aCiTokenForALearnerReadsNothingOfAnotherLearnerAndNoInstructorEndpoint() {
        String alice = learner("alice");
        api.createLearner(INSTRUCTOR, alice);
        String ci = ciTokenFor(alice).get("token").asString();
        String bobToken = api.createLearner(INSTRUCTOR, learner("bob"));
        String bobs = api.submit(bobToken, CORRECT);

        HttpResponse<String> othersSubmission = api.get("/api/submissions/" + bobs, ci);
        assertThat(othersSubmission.statusCode()).isEqualTo(404);
        assertThat(ids(json(api.get("/api/submissions", ci)))).doesNotContain(bobs);
        for (String path : List.of("/api/instructor/learners", "/api/instructor/submissions", "/api/instructor/tokens",
                "/api/instructor/submissions/" + bobs)) {
            HttpResponse<String> refused = api.get(path, ci);
            assertThat(refused.statusCode()).as(path).isEqualTo(403);
        }
        HttpResponse<String> selfIssued = api.send(api.request("/api/instructor/learners/" + alice + "/ci-tokens", ci)
                .POST(HttpRequest.BodyPublishers.noBody()).build());
        assertThat(selfIssued.statusCode()).isEqualTo(403);
    }

    @Test
    void aCiTokenNeitherUsesUpNorIsHeldBackByTheLearnersOwnQuota() {
        String alice = learner("alice");
        String aliceToken = api.createLearner(INSTRUCTOR, alice);
        String ci = ciTokenFor(alice).get("token").asString();
        HttpResponse<String> limited = putJson(SETTINGS, Map.of("submissionsPerHour", 1));
        assertThat(limited.statusCode()).as(limited.body()).isEqualTo(200);

        HttpResponse<String> byCi = submit(ci);
        assertThat(byCi.statusCode()).as(byCi.body()).isEqualTo(202);
        assertThat(mine(aliceToken).get("submissionsLeftThisHour").asInt()).as("CI's submission is not hers").isEqualTo(1);
        HttpResponse<String> byAlice = submit(aliceToken);
        assertThat(byAlice.statusCode()).as(byAlice.body()).isEqualTo(202);
        HttpResponse<String> overQuota = submit(aliceToken);
        assertThat(overQuota.statusCode()).as(overQuota.body()).isEqualTo(429);
        assertThat(overQuota.headers().firstValue("Retry-After")).isPresent();
        assertThat(json(overQuota).get("detail").asString()).contains("You have made 1 submission");
        HttpResponse<String> byCiAgain = submit(ci);
        assertThat(byCiAgain.statusCode()).as("her hour is full, CI's is not: " + byCiAgain.body()).isEqualTo(202);

        assertThat(json(api.get("/api/instructor/submissions?learner=" + alice, INSTRUCTOR)).get("total").asLong())
                .isEqualTo(3);
    }

    private static HttpResponse<String> submit(String token) {
        return api.postJson("/api/submissions", token, Map.of("assignment", HttpApi.ASSIGNMENT, "source", CORRECT));
    }

    private static JsonNode mine(String token) {
        for (JsonNode assignment : json(api.get("/api/me/assignments", token))) {
            if (assignment.get("id").asString().equals(HttpApi.ASSIGNMENT)) {
                return assignment;
            }
        }
        throw new AssertionError("no " + HttpApi.ASSIGNMENT + " among the learner's assignments");
    }

    @Test
    void aLearnerSubmittingManyAtOnceCannotSlipPastTheQuotaWhileTheirCiTokenCounts() throws Exception {
        String alice = learner("alice");
        String aliceToken = api.createLearner(INSTRUCTOR, alice);
        String ci = ciTokenFor(alice).get("token").asString();
        assertThat(putJson(SETTINGS, Map.of("submissionsPerHour", 1)).statusCode()).isEqualTo(200);

        int requests = 6;
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService senders = Executors.newFixedThreadPool(requests);
        try {
            List<Future<Integer>> byAlice = new ArrayList<>();
            List<Future<Integer>> byCi = new ArrayList<>();
            for (int i = 0; i < requests; i++) {
                String token = i % 2 == 0 ? aliceToken : ci;
                (i % 2 == 0 ? byAlice : byCi).add(senders.submit(() -> {
                    go.await();
                    return submit(token).statusCode();
                }));
            }
            go.countDown();
            List<Integer> hers = new ArrayList<>();
            for (Future<Integer> status : byAlice) {
                hers.add(status.get(90, TimeUnit.SECONDS));
            }
            List<Integer> ciAnswers = new ArrayList<>();
            for (Future<Integer> status : byCi) {
                ciAnswers.add(status.get(90, TimeUnit.SECONDS));
            }
            assertThat(hers).containsOnly(202, 429).containsOnlyOnce(202);
            assertThat(ciAnswers).as("CI's quota is its own").containsOnly(202);
        } finally {
            senders.shutdownNow();
        }
        assertThat(json(api.get("/api/instructor/submissions?learner=" + alice, INSTRUCTOR)).get("total").asLong())
                .isEqualTo(4);
    }

    @Test
    void revokingALearnersTokensRevokesTheirCiTokensAndOneCiTokenCanGoAlone() {
        String alice = learner("alice");
        String aliceToken = api.createLearner(INSTRUCTOR, alice);
        JsonNode first = ciTokenFor(alice);
        JsonNode second = ciTokenFor(alice);

        JsonNode tokens = json(api.get("/api/instructor/learners/" + alice + "/tokens", INSTRUCTOR));
        assertThat(StreamSupport.stream(tokens.spliterator(), false).map(t -> t.get("role").asString()))
                .containsExactly("LEARNER", "CI", "CI");

        assertThat(delete("/api/instructor/tokens/" + first.get("tokenId").asLong()).statusCode()).isEqualTo(200);
        assertThat(api.get("/api/submissions", first.get("token").asString()).statusCode()).isEqualTo(401);
        assertThat(api.get("/api/submissions", second.get("token").asString()).statusCode()).isEqualTo(200);
        assertThat(api.get("/api/submissions", aliceToken).statusCode()).isEqualTo(200);

        HttpResponse<String> revoked = delete("/api/instructor/learners/" + alice + "/tokens");
        assertThat(json(revoked).get("revoked").asInt()).isEqualTo(2);
        assertThat(api.get("/api/submissions", second.get("token").asString()).statusCode()).isEqualTo(401);
        assertThat(api.get("/api/submissions", aliceToken).statusCode()).isEqualTo(401);
    }

    @Test
    void aCiTokenIsIssuedOnlyForAKnownLearnerAndOnlyOnItsOwnEndpoint() {
        String nobody = learner("nobody");
        HttpResponse<String> unknown = api.send(api.request("/api/instructor/learners/" + nobody + "/ci-tokens", INSTRUCTOR)
                .POST(HttpRequest.BodyPublishers.noBody()).build());
        assertThat(unknown.statusCode()).isEqualTo(404);

        HttpResponse<String> misplaced = api.postJson("/api/instructor/tokens", INSTRUCTOR,
                Map.of("role", "CI", "name", "course-repo", "learner", "alice"));
        assertThat(misplaced.statusCode()).isEqualTo(400);
        assertThat(json(misplaced).get("detail").asString()).contains("/api/instructor/learners/alice/ci-tokens");
    }
}
