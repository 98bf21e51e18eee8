package dev.boundedloop.grader.course;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.ShiftedClock;
import dev.boundedloop.grader.cli.GraderCli;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.JsonNode;

/**
 * The course's rules over real HTTP on a running service whose clock the test moves: the window,
 * extensions, late penalties per started day, the hourly quota and what learners see of hidden
 * cases under each setting. Each database runs the same contract.
 */
abstract class CoursePolicyContract extends RunningService {

    static final ShiftedClock CLOCK = new ShiftedClock();
    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String ASSIGNMENT = "ch03-unit-a";
    private static final String SETTINGS = "/api/instructor/assignments/" + ASSIGNMENT + "/settings";
    private static final String WRONG = HttpApi.catalogue("wrong/CostCheckedBeforeCalls.java");

    @TempDir Path dir;

    /** The service's clock, replaced by the test's. */
    @Configuration(proxyBeanMethods = false)
    static class MovableTime {
        @Bean
        Clock clock() {
            return CLOCK;
        }
    }

    @AfterEach
    void defaults() {
        assertThat(put(SETTINGS, Map.of()).statusCode()).isEqualTo(200);
    }

    private static HttpResponse<String> put(String path, Object body) {
        return api.send(api.request(path, INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(body))).build());
    }

    private static void settings(Map<String, Object> settings) {
        HttpResponse<String> saved = put(SETTINGS, settings);
        assertThat(saved.statusCode()).as(saved.body()).isEqualTo(200);
    }

    private static String learner(String name) {
        return name + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    private static HttpResponse<String> submit(String token, String source) {
        return api.postJson("/api/submissions", token, Map.of("assignment", ASSIGNMENT, "source", source));
    }

    private static long storedFor(String learner) {
        return service.sql().sql("SELECT COUNT(*) FROM submissions WHERE submitter = :s").param("s", learner)
                .query(Long.class).single();
    }

    private static Instant now() {
        return CLOCK.instant().truncatedTo(java.time.temporal.ChronoUnit.SECONDS); // stored to the microsecond
    }

    @Test
    void beforeItOpensAndAfterItClosesALearnersSubmissionIsRefusedAndNothingIsStored() {
        String alice = learner("alice");
        String token = api.createLearner(INSTRUCTOR, alice);
        Instant opens = now().plus(Duration.ofDays(1));
        settings(Map.of("opensAt", opens.toString(), "dueAt", opens.plus(Duration.ofDays(7)).toString()));

        HttpResponse<String> early = submit(token, WRONG);
        assertThat(early.statusCode()).isEqualTo(409);
        assertThat(json(early).get("detail").asString()).contains("opens at " + opens);

        Instant due = now().minus(Duration.ofDays(2));
        settings(Map.of("dueAt", due.toString()));
        HttpResponse<String> late = submit(token, WRONG);
        assertThat(late.statusCode()).isEqualTo(409);
        assertThat(json(late).get("detail").asString()).contains("closed at " + due);
        assertThat(storedFor(alice)).isZero();

        // Instructors are exempt.
        assertThat(submit(INSTRUCTOR, WRONG).statusCode()).isEqualTo(202);
    }

    @Test
    void anExtensionKeepsItOpenForThatLearnerOnly() {
        String alice = learner("alice");
        String bob = learner("bob");
        String aliceToken = api.createLearner(INSTRUCTOR, alice);
        String bobToken = api.createLearner(INSTRUCTOR, bob);
        settings(Map.of("dueAt", now().minus(Duration.ofHours(1)).toString()));
        HttpResponse<String> granted = put("/api/instructor/assignments/" + ASSIGNMENT + "/extensions/" + alice,
                Map.of("dueAt", now().plus(Duration.ofDays(1)).toString()));
        assertThat(granted.statusCode()).isEqualTo(200);

        HttpResponse<String> accepted = submit(aliceToken, WRONG);
        assertThat(accepted.statusCode()).isEqualTo(202);
        assertThat(submit(bobToken, WRONG).statusCode()).isEqualTo(409);
        JsonNode report = api.finalReport(json(accepted).get("id").asString(), aliceToken);
        assertThat(report.has("late")).isFalse();
        assertThat(json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/extensions", INSTRUCTOR)).toString())
                .contains(alice).doesNotContain(bob);

        api.send(api.request("/api/instructor/assignments/" + ASSIGNMENT + "/extensions/" + alice, INSTRUCTOR)
                .DELETE().build());
        assertThat(submit(aliceToken, WRONG).statusCode()).isEqualTo(409);
    }

    @Test
    void lateWorkLosesThePenaltyForEachStartedDayAndTheReportKeepsTheRawScore() {
        String alice = learner("alice");
        String token = api.createLearner(INSTRUCTOR, alice);
        Instant due = now().plus(Duration.ofMinutes(1));
        settings(Map.of("dueAt", due.toString(), "lateUntil", due.plus(Duration.ofDays(10)).toString(),
                "latePenaltyPercentPerDay", 30));

        CLOCK.advance(Duration.ofMinutes(2)); // a minute late: one started day
        JsonNode oneDay = api.finalReport(json(submit(token, WRONG)).get("id").asString(), token);
        CLOCK.advance(Duration.ofDays(1)); // a day and a minute late: two started days
        JsonNode twoDays = api.finalReport(json(submit(token, WRONG)).get("id").asString(), token);
        CLOCK.advance(Duration.ofDays(2)); // four started days: 120% is capped at 100
        JsonNode fourDays = api.finalReport(json(submit(token, WRONG)).get("id").asString(), token);

        int raw = oneDay.get("score").asInt();
        assertThat(raw).isPositive();
        assertThat(oneDay.get("late").get("days").asInt()).isEqualTo(1);
        assertThat(oneDay.get("late").get("penaltyPercent").asInt()).isEqualTo(30);
        assertThat(oneDay.get("late").get("scoreAfterPenalty").asInt()).isEqualTo(raw - Math.round(raw * 0.3f));
        assertThat(twoDays.get("late").get("days").asInt()).isEqualTo(2);
        assertThat(twoDays.get("late").get("penaltyPercent").asInt()).isEqualTo(60);
        assertThat(twoDays.get("score").asInt()).isEqualTo(raw);
        assertThat(fourDays.get("late").get("penaltyPercent").asInt()).isEqualTo(100);
        assertThat(fourDays.get("late").get("scoreAfterPenalty").asInt()).isZero();

        // The gradebook counts the latest submission, less its penalty, and says why.
        assertThat(gradebookRow(alice)).startsWith(alice + ",,,,0," + raw + ",").contains(",4,100,,"
                + fourDays.get("id").asString() + ",");
    }

    @Test
    void theFinalSubmissionIsTheLatestOrTheBestAsTheCourseSays() {
        String alice = learner("alice");
        String token = api.createLearner(INSTRUCTOR, alice);
        JsonNode correct = api.finalReport(json(submit(token, HttpApi.catalogue("correct/Reference.java"))).get("id")
                .asString(), token);
        JsonNode wrong = api.finalReport(json(submit(token, WRONG)).get("id").asString(), token);
        int full = correct.get("score").asInt();
        int partial = wrong.get("score").asInt();
        assertThat(partial).isLessThan(full);

        assertThat(standing(alice).get("finalScore").asInt()).isEqualTo(partial);
        assertThat(standing(alice).get("finalSubmission").asString()).isEqualTo(wrong.get("id").asString());
        settings(Map.of("finalSubmission", "BEST"));
        assertThat(standing(alice).get("finalScore").asInt()).isEqualTo(full);
        assertThat(standing(alice).get("finalSubmission").asString()).isEqualTo(correct.get("id").asString());
        assertThat(gradebookRow(alice)).startsWith(alice + ",,,,"  + full + "," + full + ",");
    }

    @Test
    void anOverrideTakesThePlaceOfTheScoreInEveryInstructorViewUntilItIsRemoved() {
        String alice = learner("alice");
        String token = api.createLearner(INSTRUCTOR, alice);
        JsonNode report = api.finalReport(json(submit(token, WRONG)).get("id").asString(), token);
        String id = report.get("id").asString();
        String path = "/api/instructor/submissions/" + id + "/override";

        assertThat(put(path, Map.of("score", 9999, "reason", "too much")).statusCode()).isEqualTo(400);
        assertThat(put(path, Map.of("score", 50)).statusCode()).isEqualTo(400);
        HttpResponse<String> overridden = put(path, Map.of("score", 50, "reason", "the hidden case was wrong"));
        assertThat(overridden.statusCode()).isEqualTo(200);

        assertThat(standing(alice).get("finalScore").asInt()).isEqualTo(50);
        assertThat(standing(alice).get("override").get("by").asString()).isEqualTo("instructor:bootstrap");
        assertThat(json(api.get("/api/instructor/submissions/" + id, INSTRUCTOR)).get("override").get("reason")
                .asString()).isEqualTo("the hidden case was wrong");
        assertThat(gradebookRow(alice)).startsWith(alice + ",,,,50," + report.get("score").asInt() + ",")
                .contains(",50," + id + ",").endsWith(",the hidden case was wrong,instructor:bootstrap");
        assertThat(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/gradebook.csv?format=canvas", INSTRUCTOR)
                .body()).startsWith("Student,ID,SIS User ID,SIS Login ID,Section,").contains("\r\nPoints Possible,,,,,")
                .contains(alice + ",," + alice + ",,,50\r\n");
        // The report itself keeps its graded score.
        assertThat(json(api.get("/api/submissions/" + id, token)).get("score").asInt()).isEqualTo(report.get("score").asInt());
        // The assignment's listing has it, beside the graded score.
        JsonNode listed = StreamSupport.stream(json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/overrides",
                INSTRUCTOR)).spliterator(), false).filter(o -> o.get("submission").asString().equals(id)).findFirst().orElseThrow();
        assertThat(listed.get("learner").asString()).isEqualTo(alice);
        assertThat(listed.get("score").asInt()).isEqualTo(50);
        assertThat(listed.get("gradedScore").asInt()).isEqualTo(report.get("score").asInt());
        assertThat(listed.get("maxScore").asInt()).isEqualTo(report.get("maxScore").asInt());
        assertThat(listed.get("reason").asString()).isEqualTo("the hidden case was wrong");
        assertThat(listed.get("by").asString()).isEqualTo("instructor:bootstrap");
        HttpResponse<String> unknown = api.get("/api/instructor/assignments/no-such-assignment/overrides", INSTRUCTOR);
        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/overrides", token).statusCode()).isEqualTo(403);

        assertThat(api.send(api.request(path, INSTRUCTOR).DELETE().build()).statusCode()).isEqualTo(204);
        assertThat(StreamSupport.stream(json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/overrides",
                INSTRUCTOR)).spliterator(), false).noneMatch(o -> o.get("submission").asString().equals(id))).isTrue();
        assertThat(standing(alice).get("finalScore").asInt()).isEqualTo(report.get("score").asInt());
        assertThat(standing(alice).has("override")).isFalse();
    }

    private static JsonNode standing(String learner) {
        JsonNode scores = json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/scores", INSTRUCTOR));
        return StreamSupport.stream(scores.spliterator(), false).filter(s -> s.get("learner").asString().equals(learner))
                .findFirst().orElseThrow();
    }

    private static String gradebookRow(String learner) {
        return api.get("/api/instructor/assignments/" + ASSIGNMENT + "/gradebook.csv", INSTRUCTOR).body().lines()
                .filter(line -> line.startsWith(learner + ",")).findFirst().orElseThrow();
    }

    @Test
    void overTheHourlyQuotaASubmissionIsRefusedWithRetryAfterAndNothingIsStored() {
        String alice = learner("alice");
        String token = api.createLearner(INSTRUCTOR, alice);
        settings(Map.of("submissionsPerHour", 2));
        assertThat(submit(token, WRONG).statusCode()).isEqualTo(202);
        CLOCK.advance(Duration.ofMinutes(10));
        assertThat(submit(token, WRONG).statusCode()).isEqualTo(202);

        HttpResponse<String> third = submit(token, WRONG);

        assertThat(third.statusCode()).isEqualTo(429);
        long retryAfter = Long.parseLong(third.headers().firstValue("Retry-After").orElseThrow());
        assertThat(retryAfter).isBetween(49L * 60, 50L * 60); // the first one leaves the hour in 50 minutes
        assertThat(json(third).get("detail").asString()).contains("nothing was stored");
        assertThat(storedFor(alice)).isEqualTo(2);
        CLOCK.advance(Duration.ofMinutes(51));
        assertThat(submit(token, WRONG).statusCode()).isEqualTo(202);
    }

    @Test
    void underScoreOnlyALearnerSeesNoHiddenRowsOnlyTheirSumThroughEveryEndpointAndFormat() throws Exception {
        String alice = learner("alice");
        String token = api.createLearner(INSTRUCTOR, alice);
        settings(Map.of("hiddenResults", "SCORE_ONLY"));

        HttpResponse<String> waited = api.postJson("/api/submissions?wait=60", token,
                Map.of("assignment", ASSIGNMENT, "source", WRONG));
        JsonNode report = api.finalReport(json(waited).get("id").asString(), token);

        for (JsonNode seen : List.of(json(waited), report)) {
            assertThat(hidden(seen)).isEmpty();
            assertThat(seen.get("hiddenCases").get("total").asInt()).isGreaterThan(0);
            assertThat(seen.get("hiddenCases").get("passed").asInt()).isLessThan(seen.get("hiddenCases").get("total").asInt());
            assertThat(seen.get("score").asInt()).isEqualTo(visiblePoints(seen) + seen.get("hiddenCases").get("points").asInt());
        }
        Path policy = Files.writeString(dir.resolve("CostCheckedBeforeCalls.java"), WRONG);
        Path jsonFile = dir.resolve("r.json");
        Path xml = dir.resolve("r.xml");
        Path gradescope = dir.resolve("results.json");
        GraderCli.run(new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true), "grade",
                "--server", api.base().toString(), "--token", token, "--assignment", ASSIGNMENT, "--json",
                jsonFile.toString(), "--junit-xml", xml.toString(), "--gradescope", gradescope.toString(),
                policy.toString());
        for (Path file : List.of(jsonFile, xml, gradescope)) {
            assertThat(Files.readString(file)).doesNotContain("\"HIDDEN\"").doesNotContain("after_due_date")
                    .doesNotContain("hidden-01");
        }
    }

    @Test
    void underOutcomesALearnerSeesEachHiddenCasesOutcomeButNotItsNameOrWhatItChecks() {
        String token = api.createLearner(INSTRUCTOR, learner("alice"));
        settings(Map.of("hiddenResults", "OUTCOMES"));

        JsonNode report = api.finalReport(json(submit(token, WRONG)).get("id").asString(), token);

        assertThat(hidden(report)).isNotEmpty().allSatisfy(c -> {
            assertThat(c.has("id") && c.has("category") && c.has("outcome") && c.has("points")).isTrue();
            assertThat(c.has("name") || c.has("input") || c.has("expected") || c.has("observed") || c.has("message"))
                    .isFalse();
        });
    }

    @Test
    void afterDueShowsTheScoreUntilTheLearnersDueTimeAndEverythingAfterIt() {
        String token = api.createLearner(INSTRUCTOR, learner("alice"));
        Instant due = now().plus(Duration.ofHours(1));
        settings(Map.of("dueAt", due.toString(), "lateUntil", due.plus(Duration.ofDays(1)).toString(),
                "hiddenResults", "AFTER_DUE"));
        String id = json(submit(token, WRONG)).get("id").asString();

        JsonNode before = api.finalReport(id, token);
        assertThat(hidden(before)).isEmpty();
        assertThat(before.get("hiddenCases").get("total").asInt()).isPositive();

        CLOCK.advance(Duration.ofHours(2));
        JsonNode after = json(api.get("/api/submissions/" + id, token));
        assertThat(hidden(after)).isNotEmpty()
                .anySatisfy(c -> assertThat(c.has("input") && c.has("expected") && c.has("name")).isTrue());
        assertThat(after.has("hiddenCases")).isFalse();
        assertThat(StreamSupport.stream(after.get("transcripts").spliterator(), false)
                .map(t -> t.get("caseId").asString()))
                .containsAnyElementsOf(hidden(after).stream().map(c -> c.get("id").asString()).toList());
    }

    @Test
    void badSettingsAreRefusedNamingTheField() {
        HttpResponse<String> penalty = put(SETTINGS, Map.of("latePenaltyPercentPerDay", 150));
        assertThat(penalty.statusCode()).isEqualTo(400);
        assertThat(json(penalty).get("field").asString()).isEqualTo("latePenaltyPercentPerDay");

        HttpResponse<String> order = put(SETTINGS, Map.of("opensAt", "2026-12-10T00:00:00Z", "dueAt", "2026-12-01T00:00:00Z"));
        assertThat(order.statusCode()).isEqualTo(400);
        assertThat(json(order).get("detail").asString()).contains("dueAt");

        HttpResponse<String> mode = put(SETTINGS, Map.of("hiddenResults", "EVERYTHING"));
        assertThat(mode.statusCode()).isEqualTo(400);
        assertThat(json(mode).get("detail").asString()).contains("hiddenResults");

        assertThat(put("/api/instructor/assignments/no-such/settings", Map.of()).statusCode()).isEqualTo(404);
        assertThat(put("/api/instructor/assignments/" + ASSIGNMENT + "/extensions/nobody",
                Map.of("dueAt", "2026-12-10T00:00:00Z")).statusCode()).isEqualTo(404);
    }

    private static List<JsonNode> hidden(JsonNode report) {
        return StreamSupport.stream(report.get("cases").spliterator(), false)
                .filter(c -> c.get("visibility").asString().equals("HIDDEN")).toList();
    }

    private static int visiblePoints(JsonNode report) {
        return StreamSupport.stream(report.get("cases").spliterator(), false).mapToInt(c -> c.get("points").asInt()).sum();
    }
}
