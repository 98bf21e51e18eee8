package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Grade passback over real HTTP to the test platform: a learner launched with the grade service's claim
 * submits from the session, and the score reaches the platform's line item with the body the spec asks
 * for; an override sends the new score to the same line item. A line item the LMS already has is found,
 * never duplicated. A score the platform answers with 500 and then 429 is tried again until taken, once,
 * while another learner's score goes through; the statuses say so, to instructors and to the learner. The
 * failed scores of an LMS course are sent again in one call, leaving sent scores and other courses' alone.
 * Each database runs the same contract.
 */
abstract class LtiPassbackContract {

    private static final Duration BOUND = Duration.ofSeconds(60);

    private final TestPlatform platform;
    private final HttpApi api;

    LtiPassbackContract(LtiService lti) {
        this.platform = lti.lms();
        this.api = lti.http();
    }

    @Test
    void aGradedScoreAndThenAnOverrideReachTheLineItemTheToolCreatedOnce() {
        String context = "ctx-passback-created";
        LtiLearner ada = launch(context);

        String submission = submitCorrect(ada);

        TestPlatform.Score first = awaitScores(ada, 1).get(0);
        JsonNode report = api.finalReport(submission, ServiceInstance.INSTRUCTOR);
        assertThat(first.body().get("scoreGiven").asInt()).isEqualTo(report.get("score").asInt());
        assertThat(first.body().get("scoreMaximum").asInt()).isEqualTo(report.get("maxScore").asInt());
        assertThat(first.body().get("activityProgress").asString()).isEqualTo("Completed");
        assertThat(first.body().get("gradingProgress").asString()).isEqualTo("FullyGraded");
        assertThat(first.body().get("comment").asString()).contains("Graded");
        assertThat(Instant.parse(first.body().get("timestamp").asString())).isBefore(Instant.now().plusSeconds(1));
        List<TestPlatform.LineItem> items = platform.lineItems(context);
        assertThat(items).hasSize(1);
        assertThat(items.get(0).body().get("resourceId").asString()).isEqualTo(HttpApi.ASSIGNMENT);
        assertThat(items.get(0).body().get("tag").asString()).isEqualTo("grade");
        assertThat(first.lineItem()).isEqualTo(items.get(0).id());
        JsonNode sent = awaitStatus(ada, "SENT");
        assertThat(sent.get("scoreGiven").asInt()).isEqualTo(report.get("score").asInt());
        assertThat(HttpApi.json(ada.browser().get("/api/me/lti/scores")).get(0).get("state").asString()).isEqualTo("SENT");

        HttpResponse<String> overridden = override(submission, 3);
        assertThat(overridden.statusCode()).as(overridden.body()).isEqualTo(200);

        TestPlatform.Score second = awaitScores(ada, 2).get(1);
        assertThat(second.body().get("scoreGiven").asInt()).isEqualTo(3);
        assertThat(second.body().get("comment").asString()).contains("instructor");
        assertThat(second.lineItem()).as("the same line item").isEqualTo(first.lineItem());
        assertThat(Instant.parse(second.body().get("timestamp").asString()))
                .isAfter(Instant.parse(first.body().get("timestamp").asString()));
        assertThat(platform.lineItems(context)).as("no second line item").hasSize(1);
    }

    @Test
    void aLineItemTheLmsHasIsFoundByResourceIdAndTagNotDuplicated() {
        String context = "ctx-passback-found";
        String existing = platform.addLineItem(context, Map.of("resourceId", HttpApi.ASSIGNMENT, "tag", "grade",
                "scoreMaximum", 100, "label", "linked by deep linking"));
        platform.addLineItem(context, Map.of("resourceId", "another-assignment", "tag", "grade", "scoreMaximum", 10,
                "label", "another"));
        int createdBefore = platform.lineItemsCreated();
        LtiLearner grace = launch(context);

        submitCorrect(grace);

        assertThat(awaitScores(grace, 1).get(0).lineItem()).isEqualTo(existing);
        assertThat(platform.lineItems(context)).hasSize(2);
        assertThat(platform.lineItemsCreated()).isEqualTo(createdBefore);
    }

    @Test
    void aScoreRefusedWith500Then429IsTakenOnceWhileAnotherLearnersGoesThrough() {
        String context = "ctx-passback-failing";
        LtiLearner failing = launch(context);
        LtiLearner other = launch(context);
        String failingSubmission = submitCorrect(failing);
        String otherSubmission = submitCorrect(other);
        awaitScores(failing, 1);
        awaitScores(other, 1);
        platform.planScoreAnswers(failing.ltiSubject(), 500, 429);

        assertThat(override(failingSubmission, 4).statusCode()).isEqualTo(200);
        assertThat(override(otherSubmission, 5).statusCode()).isEqualTo(200);

        assertThat(awaitScores(other, 2).get(1).body().get("scoreGiven").asInt()).isEqualTo(5);
        TestPlatform.Score taken = awaitScores(failing, 2).get(1);
        assertThat(taken.body().get("scoreGiven").asInt()).isEqualTo(4);
        assertThat(platform.scoresFor(failing.ltiSubject())).as("taken once").hasSize(2);
        List<String> answers = platform.scoreAnswers();
        List<String> afterPlan = answers.subList(answers.indexOf(failing.ltiSubject() + " 500"), answers.size());
        assertThat(afterPlan.stream().filter(a -> a.startsWith(failing.ltiSubject())))
                .containsExactly(failing.ltiSubject() + " 500", failing.ltiSubject() + " 429", failing.ltiSubject() + " 200");
        assertThat(afterPlan.indexOf(other.ltiSubject() + " 200"))
                .as("the other learner's score was taken before the failing one's third try")
                .isLessThan(afterPlan.indexOf(failing.ltiSubject() + " 200"));
        JsonNode status = awaitStatus(failing, "SENT");
        assertThat(status.get("attempts").asInt()).isEqualTo(3);
        assertThat(status.get("lastStatus").asInt()).isEqualTo(200);
        assertThat(status.path("likelyCause").isString()).as("no cause once sent").isFalse();
        assertThat(awaitStatus(other, "SENT").get("attempts").asInt()).isEqualTo(1);
    }

    @Test
    void aFailedScoreShowsTheLmsAnswerAndItsLikelyCauseAndAResyncSendsItAgain() {
        String context = "ctx-passback-resync";
        LtiLearner refused = launch(context);
        platform.planScoreAnswers(refused.ltiSubject(), 400);

        submitCorrect(refused);

        JsonNode failed = awaitStatus(refused, "FAILED");
        assertThat(failed.get("lastStatus").asInt()).isEqualTo(400);
        assertThat(failed.get("lastAnswer").asString()).contains("planned 400");
        assertThat(failed.get("likelyCause").asString()).contains("no longer enrolled");
        JsonNode own = HttpApi.json(refused.browser().get("/api/me/lti/scores")).get(0);
        assertThat(own.get("state").asString()).isEqualTo("FAILED");
        assertThat(own.get("likelyCause").asString()).isEqualTo(failed.get("likelyCause").asString());
        assertThat(own.has("lastAnswer")).as("the LMS's raw answer is for instructors: %s", own).isFalse();
        assertThat(own.get("lastStatus").asInt()).isEqualTo(400);
        assertThat(platform.scoresFor(refused.ltiSubject())).isEmpty();

        HttpResponse<String> resynced = api.postJson("/api/instructor/lti/scores/" + failed.get("id").asLong() + "/resync",
                ServiceInstance.INSTRUCTOR, Map.of());
        assertThat(resynced.statusCode()).as(resynced.body()).isEqualTo(200);

        assertThat(awaitScores(refused, 1)).hasSize(1);
        assertThat(awaitStatus(refused, "SENT").get("attempts").asInt()).isEqualTo(1);
        assertThat(api.postJson("/api/instructor/lti/scores/resync", ServiceInstance.INSTRUCTOR, Map.of()).statusCode())
                .as("a re-sync names its assignment").isEqualTo(400);
        assertThat(api.get("/api/instructor/lti/scores?state=LOST", ServiceInstance.INSTRUCTOR).statusCode()).isEqualTo(400);
    }

    @Test
    void theFailedScoresOfAnLmsCourseAreSentAgainInOneCallAndNothingElseIs() {
        String course = "ctx-requeue-" + UUID.randomUUID().toString().substring(0, 8);
        String another = "ctx-requeue-other-" + UUID.randomUUID().toString().substring(0, 8);
        LtiLearner refused = launch(course);
        LtiLearner unprocessable = launch(course);
        LtiLearner taken = launch(course);
        LtiLearner elsewhere = launch(another);
        platform.planScoreAnswers(refused.ltiSubject(), 400);
        platform.planScoreAnswers(unprocessable.ltiSubject(), 422);
        platform.planScoreAnswers(elsewhere.ltiSubject(), 400);
        for (LtiLearner learner : List.of(refused, unprocessable, taken, elsewhere)) {
            submitCorrect(learner);
        }
        JsonNode refusedBefore = awaitStatus(refused, "FAILED");
        awaitStatus(unprocessable, "FAILED");
        JsonNode takenBefore = awaitStatus(taken, "SENT");
        JsonNode elsewhereBefore = awaitStatus(elsewhere, "FAILED");
        long platformId = refusedBefore.get("platformId").asLong();

        HttpResponse<String> requeued = api.postJson("/api/instructor/lti/scores/resync-failed", ServiceInstance.INSTRUCTOR,
                Map.of("assignment", HttpApi.ASSIGNMENT, "platformId", platformId, "contextId", course));

        assertThat(requeued.statusCode()).as(requeued.body()).isEqualTo(200);
        JsonNode answer = HttpApi.json(requeued);
        assertThat(answer.get("requeued").asInt()).isEqualTo(2);
        List<String> learners = new ArrayList<>();
        answer.get("scores").forEach(s -> {
            learners.add(s.get("learner").asString());
            assertThat(s.get("state").asString()).isEqualTo("PENDING");
            assertThat(s.get("attempts").asInt()).isZero();
            assertThat(s.get("contextId").asString()).isEqualTo(course);
        });
        assertThat(learners).containsExactlyInAnyOrder(refused.id(), unprocessable.id());
        assertThat(awaitScores(refused, 1)).hasSize(1);
        assertThat(awaitScores(unprocessable, 1)).hasSize(1);
        JsonNode refusedAfter = awaitStatus(refused, "SENT");
        assertThat(refusedAfter.get("attempts").asInt()).isEqualTo(1);
        assertThat(Instant.parse(refusedAfter.get("scoredAt").asString()))
                .as("a new timestamp, so that the LMS keeps it").isAfter(Instant.parse(refusedBefore.get("scoredAt").asString()));
        awaitStatus(unprocessable, "SENT");
        // The sent score stayed as it was, sent once; the other course's failed score was not touched.
        assertThat(status(taken)).isEqualTo(takenBefore);
        assertThat(platform.scoresFor(taken.ltiSubject())).hasSize(1);
        assertThat(status(elsewhere)).isEqualTo(elsewhereBefore);
        assertThat(platform.scoresFor(elsewhere.ltiSubject())).isEmpty();

        HttpResponse<String> again = api.postJson("/api/instructor/lti/scores/resync-failed", ServiceInstance.INSTRUCTOR,
                Map.of("platformId", platformId, "contextId", course));
        assertThat(HttpApi.json(again).get("requeued").asInt()).as("nothing failed is left in the course").isZero();
        assertThat(api.postJson("/api/instructor/lti/scores/resync-failed", ServiceInstance.INSTRUCTOR, Map.of())
                .statusCode()).as("a call names an assignment or an LMS course").isEqualTo(400);
        assertThat(api.postJson("/api/instructor/lti/scores/resync-failed", ServiceInstance.INSTRUCTOR,
                Map.of("contextId", another)).statusCode()).as("a course needs its platform").isEqualTo(400);

        // The other course's failed score, by the course alone (every assignment of it).
        HttpResponse<String> other = api.postJson("/api/instructor/lti/scores/resync-failed", ServiceInstance.INSTRUCTOR,
                Map.of("platformId", platformId, "contextId", another));
        assertThat(HttpApi.json(other).get("requeued").asInt()).isEqualTo(1);
        assertThat(awaitScores(elsewhere, 1)).hasSize(1);
        awaitStatus(elsewhere, "SENT");
    }

    private JsonNode status(LtiLearner learner) {
        return HttpApi.json(api.get("/api/instructor/lti/scores?learner=" + learner.id(), ServiceInstance.INSTRUCTOR)).get(0);
    }

    private LtiLearner launch(String context) {
        return LtiLearner.launch(platform, api, context);
    }

    private String submitCorrect(LtiLearner learner) {
        return learner.submitCorrect(api);
    }

    private HttpResponse<String> override(String submission, int score) {
        return api.send(api.request("/api/instructor/submissions/" + submission + "/override", ServiceInstance.INSTRUCTOR)
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(Map.of("score", score, "reason", "passback test"))))
                .build());
    }

    private List<TestPlatform.Score> awaitScores(LtiLearner learner, int count) {
        await(() -> platform.scoresFor(learner.ltiSubject()).size() >= count,
                () -> "scores for " + learner + ": " + platform.scoreAnswers());
        return platform.scoresFor(learner.ltiSubject());
    }

    private JsonNode awaitStatus(LtiLearner learner, String state) {
        return api.pollUntil("/api/instructor/lti/scores?learner=" + learner.id(), ServiceInstance.INSTRUCTOR,
                list -> list.size() == 1 && list.get(0).get("state").asString().equals(state), BOUND).get(0);
    }

    private static void await(BooleanSupplier condition, java.util.function.Supplier<String> what) {
        long deadline = System.nanoTime() + BOUND.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Not reached within " + BOUND + ": " + what.get());
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
