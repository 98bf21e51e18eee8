package dev.boundedloop.grader.live;

import java.nio.file.Files;
import static dev.boundedloop.grader.HttpApi.json;
import static dev.boundedloop.grader.live.StubProvider.Reply;
import static dev.boundedloop.grader.live.StubProvider.completion;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.loop.CourseScripts;
import dev.boundedloop.loop.ScriptedTurn;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Live runs over real HTTP on a whole service with its worker JVMs: one service whose live model is
 * a local stub provider, and one with no live model. Each database runs the same contract.
 */
abstract class LiveRunContract {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String RECORDED_ANSWER =
            ((ScriptedTurn.Reply) CourseScripts.RECORDED_TURNS.get(CourseScripts.RECORDED_TURNS.size() - 1)).content();

    static StubProvider stub;
    static ServiceInstance live;
    static ServiceInstance bare;

    /** Starts both services on fresh databases named by {@code database}. */
    static void start(Function<String[], ServiceInstance> database) {
        try {
            stub = new StubProvider();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        live = database.apply(new String[] {"--grader.queue.workers=1", "--grader.sandbox.size=1",
                "--grader.live-model.base-url=" + stub.baseUrl(), "--grader.live-model.model=stub-model",
                "--grader.live-model.first-backoff=10ms", "--grader.live-model.max-retries=2"});
        bare = database.apply(new String[] {"--grader.queue.workers=1", "--grader.sandbox.size=1"});
    }

    @AfterAll
    static void stop() {
        for (AutoCloseable closeable : new AutoCloseable[] {live, bare, stub}) {
            try {
                if (closeable != null) {
                    closeable.close();
                }
            } catch (Exception ignored) {
                // the next one still closes
            }
        }
    }

    private static String graded(HttpApi api, String token, String source) {
        String id = api.submit(token, source);
        assertThat(api.finalReport(id, token).get("status").asString()).isIn("GRADED", "COMPILE_ERROR");
        return id;
    }

    private static String learner(HttpApi api) {
        return api.createLearner(INSTRUCTOR, "live-" + UUID.randomUUID().toString().substring(0, 8));
    }

    private static HttpResponse<String> liveRun(HttpApi api, String submission, String token) {
        return api.postJson("/api/submissions/" + submission + "/live-runs", token, java.util.Map.of());
    }

    private static JsonNode ok(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return json(response);
    }

    private static long rows(ServiceInstance service, String submission) {
        return service.sql().sql("SELECT COUNT(*) FROM live_runs WHERE submission_id = :id")
                .param("id", UUID.fromString(submission)).query(Long.class).single();
    }

    @Test
    void withoutALiveModelTheScriptedRunIsShownSaysSoAndIsRecordedAsAFallback() {
        HttpApi api = bare.api();
        String token = learner(api);
        String submission = graded(api, token, HttpApi.catalogue("correct/Reference.java"));

        JsonNode run = ok(liveRun(api, submission, token));

        assertThat(run.get("liveModel").asString()).isEqualTo("NOT_CONFIGURED");
        assertThat(run.get("fallback").asBoolean()).isTrue();
        assertThat(run.get("fallbackReason").asString()).contains("No live model is configured",
                "grader.live-model.base-url");
        assertThat(run.get("status").asString()).isEqualTo("COMPLETED");
        assertThat(run.get("modelCalls").asInt()).isEqualTo(5);
        assertThat(run.get("answer").asString()).isEqualTo(RECORDED_ANSWER);
        assertThat(run.has("provider")).as("no provider without a live model").isFalse();
        assertThat(run.get("reportId").asLong()).isPositive();

        JsonNode listed = ok(api.get("/api/submissions/" + submission + "/live-runs", token));
        assertThat(listed).hasSize(1);
        assertThat(listed.get(0).get("id").asString()).isEqualTo(run.get("id").asString());
        assertThat(listed.get(0).get("fallback").asBoolean()).isTrue();
        assertThat(listed.get(0).get("transcript").size()).isEqualTo(run.get("transcript").size());
        assertThat(bare.sql().sql("SELECT fallback FROM live_runs WHERE id = :id")
                .param("id", UUID.fromString(run.get("id").asString())).query(Boolean.class).single()).isTrue();
    }

    @Test
    void theLiveModelRunsTheLoopWithTheLearnersAnswersAndTheRunIsStoredWithProviderAndModel() {
        HttpApi api = live.api();
        String token = learner(api);
        String submission = graded(api, token, HttpApi.catalogue("correct/Reference.java"));
        int before = stub.received().size();
        stub.then(Reply.json(completion(null, 6, "tool_calls", new String[] {"call_1", "list_stock", "{}"})))
                .then(Reply.json(completion("Vanilla needs 6; drafted. Nothing was purchased.", 11, "stop")));

        JsonNode run = ok(liveRun(api, submission, token));

        assertThat(run.get("liveModel").asString()).isEqualTo("USED");
        assertThat(run.get("fallback").asBoolean()).isFalse();
        assertThat(run.has("fallbackReason")).isFalse();
        assertThat(run.get("provider").asString()).isEqualTo(stub.baseUrl().getHost() + ":" + stub.baseUrl().getPort());
        assertThat(run.get("model").asString()).isEqualTo("stub-model");
        assertThat(run.get("status").asString()).isEqualTo("COMPLETED");
        assertThat(run.get("modelCalls").asInt()).isEqualTo(2);
        assertThat(run.get("toolCalls").asInt()).isEqualTo(1);
        assertThat(run.get("outputTokens").asInt()).isEqualTo(17);
        assertThat(run.get("answer").asString()).isEqualTo("Vanilla needs 6; drafted. Nothing was purchased.");
        assertThat(run.get("attempts")).hasSize(2);
        JsonNode tool = run.get("transcript").get(3);
        assertThat(tool.get("role").asString()).isEqualTo("tool");
        assertThat(tool.get("tool_call_id").asString()).isEqualTo("call_1");
        assertThat(stub.received()).hasSize(before + 2);
        assertThat(rows(live, submission)).isEqualTo(1);
        assertThat(ok(api.get("/api/submissions/" + submission + "/live-runs", token)).get(0).get("model").asString())
                .isEqualTo("stub-model");
    }

    @Test
    void whenTheProviderIsDownTheScriptedRunIsShownAndTheFailureSaysWhy() {
        HttpApi api = live.api();
        String token = learner(api);
        String submission = graded(api, token, HttpApi.catalogue("correct/Reference.java"));
        for (int i = 0; i < 3; i++) {
            stub.then(Reply.status(503, "{\"error\":{\"message\":\"provider down\"}}"));
        }

        JsonNode run = ok(liveRun(api, submission, token));

        assertThat(run.get("liveModel").asString()).isEqualTo("FAILED");
        assertThat(run.get("fallback").asBoolean()).isTrue();
        assertThat(run.get("fallbackReason").asString()).contains("failed on call 1", "HTTP 503", "provider down");
        assertThat(run.get("attempts")).hasSize(3);
        assertThat(run.get("status").asString()).isEqualTo("COMPLETED");
        assertThat(run.get("answer").asString()).isEqualTo(RECORDED_ANSWER);
        assertThat(run.get("provider").asString()).isNotBlank();
        assertThat(ok(api.get("/api/submissions/" + submission + "/live-runs", token)).get(0).get("liveModel").asString())
                .isEqualTo("FAILED");
    }

    @Test
    void aLearnerCannotRunOrListAnotherLearnersSubmission() {
        HttpApi api = live.api();
        String alice = learner(api);
        String bob = learner(api);
        String submission = graded(api, alice, HttpApi.catalogue("correct/Reference.java"));
        int before = stub.received().size();

        HttpResponse<String> run = liveRun(api, submission, bob);
        HttpResponse<String> list = api.get("/api/submissions/" + submission + "/live-runs", bob);

        assertThat(run.statusCode()).isEqualTo(404);
        assertThat(run.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        assertThat(json(run).get("detail").asString()).contains(submission);
        assertThat(list.statusCode()).isEqualTo(404);
        assertThat(rows(live, submission)).isZero();
        assertThat(stub.received()).hasSize(before);
        assertThat(liveRun(api, UUID.randomUUID().toString(), alice).statusCode()).isEqualTo(404);
    }

    @Test
    void anInstructorsLiveRunOfALearnersSubmissionIsAudited() {
        HttpApi api = bare.api();
        String token = learner(api);
        String submission = graded(api, token, HttpApi.catalogue("correct/Reference.java"));

        JsonNode run = ok(liveRun(api, submission, INSTRUCTOR));

        assertThat(run.get("requestedBy").asString()).startsWith("instructor:");
        JsonNode audit = ok(api.get("/api/instructor/audit?action=live-run&size=100", INSTRUCTOR));
        List<JsonNode> mine = new java.util.ArrayList<>();
        audit.get("items").forEach(item -> {
            if (item.get("target").asString().equals("submission:" + submission)) {
                mine.add(item);
            }
        });
        assertThat(mine).singleElement().satisfies(item -> {
            assertThat(item.get("detail").get("run").asString()).isEqualTo(run.get("id").asString());
            assertThat(item.get("detail").get("liveModel").asString()).isEqualTo("NOT_CONFIGURED");
        });
        // The learner's own runs are not instructor actions.
        ok(liveRun(api, submission, token));
        assertThat(ok(api.get("/api/instructor/audit?action=live-run&size=100", INSTRUCTOR)).get("total").asLong())
                .isEqualTo(audit.get("total").asLong());
    }

    @Test
    void theUnchangedStarterStopsTheRunBeforeTheModelIsCalledWithNeedsWork() {
        HttpApi api = live.api();
        String token = learner(api);
        String submission = graded(api, token, TestSuites.whole(HttpApi.ASSIGNMENT).starterSource());
        int before = stub.received().size();

        JsonNode run = ok(liveRun(api, submission, token));

        assertThat(run.get("status").asString()).isEqualTo("POLICY_STOPPED");
        assertThat(run.get("policyOutcome").asString()).isEqualTo("NEEDS_WORK");
        assertThat(run.get("policyMessage").asString()).contains("TODO");
        assertThat(run.get("liveModel").asString()).isEqualTo("USED");
        assertThat(run.get("modelCalls").asInt()).isZero();
        assertThat(stub.received()).hasSize(before);
    }

    @Test
    void aSubmissionToAnAssignmentWhoseLearnersWriteNoAdmissionPolicyCannotRunAndTheProblemNamesItsApi()
            throws Exception {
        HttpApi api = bare.api();
        String token = learner(api);
        String loop = Files.readString(TestSuites.FOLDER.resolve("l01-agent-loop/catalogue/correct/Reference.java"));
        String submission = api.submit(token, "l01-agent-loop", loop);
        assertThat(api.finalReport(submission, token).get("status").asString()).isEqualTo("GRADED");

        HttpResponse<String> run = liveRun(api, submission, token);

        assertThat(run.statusCode()).as(run.body()).isEqualTo(422);
        assertThat(json(run).get("detail").asString()).contains("l01-agent-loop", "AgentLoop", "agent-loop");
        assertThat(json(run).get("learnerApi").asString()).isEqualTo("agent-loop");
        assertThat(rows(bare, submission)).isZero();
    }

    @Test
    void aSubmissionThatDoesNotCompileCannotRunAndTheProblemSaysWhy() {
        HttpApi api = bare.api();
        String token = learner(api);
        String submission = graded(api, token, "public class Broken implements {");

        HttpResponse<String> run = liveRun(api, submission, token);

        assertThat(run.statusCode()).as(run.body()).isEqualTo(422);
        assertThat(json(run).get("detail").asString()).contains("COMPILE_ERROR");
        assertThat(rows(bare, submission)).isZero();
    }

    @Test
    void theLiveRunCommandPrintsWhichModelRanHowTheRunEndedAndTheTranscript() {
        HttpApi api = live.api();
        String token = learner(api);
        String other = learner(api);
        String submission = graded(api, token, HttpApi.catalogue("correct/Reference.java"));
        stub.then(Reply.json(completion("Nothing needs ordering.\u001b[2J", 3, "stop")));

        java.io.StringWriter out = new java.io.StringWriter();
        java.io.StringWriter err = new java.io.StringWriter();
        int exit = dev.boundedloop.grader.cli.GraderCli.run(new java.io.PrintWriter(out), new java.io.PrintWriter(err),
                "live-run", "--server", api.base().toString(), "--token", token, submission);

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("of submission " + submission, "Live model: ", "stub-model",
                "Ended COMPLETED after 1 model calls and 0 tool calls", "Transcript:", "  system: ",
                "Answer: Nothing needs ordering.\\u001B[2J").doesNotContain("\u001b");
        assertThat(rows(live, submission)).isEqualTo(1);

        java.io.StringWriter refusedErr = new java.io.StringWriter();
        int refused = dev.boundedloop.grader.cli.GraderCli.run(new java.io.PrintWriter(new java.io.StringWriter()),
                new java.io.PrintWriter(refusedErr), "live-run", "--server", api.base().toString(), "--token", other,
                submission);
        assertThat(refused).isEqualTo(1);
        assertThat(refusedErr.toString()).contains("refused the live run (404)", submission);
    }
}
