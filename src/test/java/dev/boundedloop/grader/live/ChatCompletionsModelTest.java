package dev.boundedloop.grader.live;

import static dev.boundedloop.grader.live.StubProvider.Reply;
import static dev.boundedloop.grader.live.StubProvider.completion;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.outbound.OutboundGuard;
import dev.boundedloop.grader.outbound.OutboundProperties;
import dev.boundedloop.grader.outbound.Resolver;
import dev.boundedloop.grader.outbound.Transport;
import dev.boundedloop.loop.BoundedLoop;
import dev.boundedloop.loop.CourseScripts;
import dev.boundedloop.loop.InMemoryDraftStore;
import dev.boundedloop.loop.LoopResult;
import dev.boundedloop.loop.LoopStatus;
import dev.boundedloop.loop.Message;
import dev.boundedloop.loop.ModelError;
import dev.boundedloop.loop.ModelTurn;
import dev.boundedloop.loop.ShopFixture;
import dev.boundedloop.loop.ShopToolkit;
import dev.boundedloop.loop.ShopTools;
import dev.boundedloop.loop.ToolCall;
import dev.boundedloop.policy.Admission;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The live model against a local stub that speaks the chat-completions protocol; nothing leaves the machine. */
class ChatCompletionsModelTest {

    private final StubProvider stub = newStub();
    private final List<Duration> waits = new ArrayList<>();
    private final ShopToolkit shop = ShopTools.build(ShopFixture.standard(), 2500, new InMemoryDraftStore());

    private static StubProvider newStub() {
        try {
            return new StubProvider();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @AfterEach
    void stop() {
        stub.close();
    }

    private ChatCompletionsModel model(LiveModelSettings settings) {
        // Waits are recorded, not slept: the test checks what the model waited for, never how long it took.
        // The tries go out as the service's do: through the outbound guard and its pinned transport.
        OutboundGuard guard = new OutboundGuard(OutboundProperties.defaults(), Resolver.SYSTEM, Transport.pinned(),
                Set::of);
        return new ChatCompletionsModel(settings, ChatCompletionsModel.through(guard, settings), Clock.systemUTC(),
                waits::add);
    }

    private LiveModelSettings settings() {
        return LiveModelSettings.of(stub.baseUrl(), "stub-model", "sk-test-key");
    }

    private ModelTurn complete(ChatCompletionsModel model) throws ModelError {
        return model.complete(CourseScripts.LOOP_MESSAGES, shop.dispatcher().schemas(), Duration.ofSeconds(30), 512);
    }

    @Test
    void aPlainAnswerIsTheTurnAndTheRequestCarriesModelMessagesToolsAndTheKey() throws Exception {
        stub.then(Reply.json(completion("Nothing to order.", 7, "stop")));
        ChatCompletionsModel model = model(settings());

        ModelTurn turn = complete(model);

        assertThat(turn.content()).isEqualTo("Nothing to order.");
        assertThat(turn.calls()).isEmpty();
        assertThat(turn.outputTokens()).isEqualTo(7);
        StubProvider.Received request = stub.received().get(0);
        assertThat(request.path()).isEqualTo("/v1/chat/completions");
        assertThat(request.authorization()).isEqualTo("Bearer sk-test-key");
        assertThat(request.body().get("model").asString()).isEqualTo("stub-model");
        assertThat(request.body().get("max_tokens").asInt()).isEqualTo(512);
        assertThat(request.body().get("messages").get(0).get("role").asString()).isEqualTo("system");
        assertThat(request.body().get("messages").get(1).get("content").asString())
                .isEqualTo(CourseScripts.LOOP_MESSAGES.get(1).content());
        List<String> tools = new ArrayList<>();
        request.body().get("tools").forEach(t -> tools.add(t.get("function").get("name").asString()));
        assertThat(tools).contains("list_stock", "draft_order", "draft_budget", "supplier");
        assertThat(model.attempts()).singleElement().satisfies(a -> {
            assertThat(a.httpStatus()).isEqualTo(200);
            assertThat(a.finishReason()).isEqualTo("stop");
            assertThat(a.outputTokens()).isEqualTo(7);
        });
    }

    @Test
    void toolCallsComeBackWithTheirIdsNamesAndParsedArguments() throws Exception {
        stub.then(Reply.json(completion(null, 12, "tool_calls",
                new String[] {"call_a", "list_stock", "{}"},
                new String[] {"call_b", "draft_order", "{\"sku\":\"SKU-VANILLA\",\"quantity\":6}"})));

        ModelTurn turn = complete(model(settings()));

        assertThat(turn.content()).isEmpty();
        assertThat(turn.calls()).containsExactly(new ToolCall("call_a", "list_stock", Map.of()),
                new ToolCall("call_b", "draft_order", Map.of("sku", "SKU-VANILLA", "quantity", 6)));
    }

    @Test
    void anAnswerThatIsNotJsonOrHasNoMessageOrBadArgumentsIsAFailedAttemptNotARetry() {
        stub.then(Reply.json("{\"choices\":[{\"message\":"));
        assertThatThrownBy(() -> complete(model(settings()))).isInstanceOf(ModelError.class)
                .hasMessageContaining("not JSON");

        stub.then(Reply.json("{\"choices\":[]}"));
        assertThatThrownBy(() -> complete(model(settings()))).isInstanceOf(ModelError.class)
                .hasMessageContaining("no choices[0].message");

        stub.then(Reply.json(completion(null, 3, "tool_calls", new String[] {"call_x", "draft_order", "{sku:"})));
        assertThatThrownBy(() -> complete(model(settings()))).isInstanceOf(ModelError.class)
                .hasMessageContaining("call_x has arguments that are not JSON");

        assertThat(stub.received()).hasSize(3);
        assertThat(waits).isEmpty();
    }

    @Test
    void a429IsTriedAgainAfterItsRetryAfter() throws Exception {
        stub.then(Reply.status(429, "{\"error\":{\"message\":\"slow down\"}}").withHeader("Retry-After", "3"))
                .then(Reply.json(completion("done", 1, "stop")));
        ChatCompletionsModel model = model(settings());

        assertThat(complete(model).content()).isEqualTo("done");

        assertThat(waits).containsExactly(Duration.ofSeconds(3));
        assertThat(model.attempts()).extracting(ModelAttempt::httpStatus).containsExactly(429, 200);
        assertThat(model.attempts().get(0).error()).contains("HTTP 429", "slow down");
        assertThat(model.attempts().get(1).waitedMillis()).isEqualTo(3000);
    }

    @Test
    void a500ThenSuccessIsTriedAgainWithTheFirstBackoff() throws Exception {
        stub.then(Reply.status(500, "{\"error\":\"overloaded\"}")).then(Reply.status(503, ""))
                .then(Reply.json(completion("done", 1, "stop")));

        ChatCompletionsModel model = model(settings());
        assertThat(complete(model).content()).isEqualTo("done");

        assertThat(waits).containsExactly(Duration.ofSeconds(1), Duration.ofSeconds(2));
        assertThat(model.attempts()).extracting(ModelAttempt::httpStatus).containsExactly(500, 503, 200);
    }

    @Test
    void retriesStopAtTheMaximumAndAClientErrorIsNeverRetried() {
        for (int i = 0; i < 3; i++) {
            stub.then(Reply.status(502, "bad gateway"));
        }
        ChatCompletionsModel model = model(settings().withRetries(2, Duration.ofMillis(100), Duration.ofSeconds(20)));
        assertThatThrownBy(() -> complete(model)).isInstanceOf(ModelError.class)
                .hasMessageContaining("HTTP 502").hasMessageContaining("after 3 tries");
        assertThat(waits).containsExactly(Duration.ofMillis(100), Duration.ofMillis(200));

        stub.then(Reply.status(401, "{\"error\":\"Incorrect API key provided: sk-tes**-key\"}"));
        assertThatThrownBy(() -> complete(model(settings()))).isInstanceOf(ModelError.class)
                .hasMessageContaining("HTTP 401").hasMessageContaining("refused the request's key")
                .message().doesNotContain("sk-tes");
        assertThat(stub.received()).hasSize(4);
    }

    @Test
    void aRetryAfterLongerThanTheMaximumWaitIsCutToIt() throws Exception {
        stub.then(Reply.status(429, "").withHeader("Retry-After", "3600")).then(Reply.json(completion("ok", 1, "stop")));

        complete(model(settings()));

        assertThat(waits).containsExactly(Duration.ofSeconds(20));
    }

    @Test
    void aProviderThatDoesNotAnswerInTimeIsAFailedAttempt() {
        stub.then(Reply.json(completion("late", 1, "stop")).after(Duration.ofSeconds(5)));
        ChatCompletionsModel model = model(settings().withRequestTimeout(Duration.ofMillis(200)));

        assertThatThrownBy(() -> complete(model)).isInstanceOf(ModelError.class).hasMessageContaining("no answer within");
        assertThat(model.lastError()).contains("no answer within");
        assertThat(model.attempts()).singleElement().satisfies(a -> assertThat(a.httpStatus()).isZero());
    }

    @Test
    void anAnswerOverTheByteCapIsRefusedWithoutReadingItAll() {
        stub.then(Reply.json(completion("x".repeat(300_000), 10, "length")));
        ChatCompletionsModel model = model(settings().withMaxResponseBytes(100_000));

        assertThatThrownBy(() -> complete(model)).isInstanceOf(ModelError.class)
                .hasMessageContaining("over 100000 bytes");
    }

    @Test
    void aLongAnswerWithinTheCapIsKeptAndTheLoopStillBoundsIt() {
        String longAnswer = "y".repeat(200_000);
        stub.then(Reply.json(completion(null, 5, "tool_calls", new String[] {"c1", "list_stock", "{}"})))
                .then(Reply.json(completion(longAnswer, 300, "length")));

        LoopResult result = new BoundedLoop(state -> Admission.CALL, CourseScripts.LOOP_LIMITS.withOutputTokens(100))
                .run(model(settings()), shop.dispatcher(), CourseScripts.LOOP_MESSAGES);

        // 300 tokens reported against an allowance of 100: the loop refuses the turn.
        assertThat(result.status()).isEqualTo(LoopStatus.INVALID_USAGE);
        assertThat(result.modelCalls()).isEqualTo(2);
        assertThat(result.messages()).extracting(Message::content).doesNotContain(longAnswer);
    }

    @Test
    void throughTheLoopAToolCallRunsAndTheAnswerCompletesTheRun() {
        stub.then(Reply.json(completion(null, 5, "tool_calls", new String[] {"c1", "list_stock", "{}"})))
                .then(Reply.json(completion("Order vanilla.", 4, "stop")));

        LoopResult result = new BoundedLoop(state -> Admission.CALL, CourseScripts.LOOP_LIMITS)
                .run(model(settings()), shop.dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(result.status()).isEqualTo(LoopStatus.COMPLETED);
        assertThat(result.answer()).isEqualTo("Order vanilla.");
        assertThat(result.toolCalls()).isEqualTo(1);
        assertThat(result.outputTokens()).isEqualTo(9);
        // The second request carried the tool's observation under the call's id.
        StubProvider.Received second = stub.received().get(1);
        assertThat(second.body().get("messages").get(3).get("role").asString()).isEqualTo("tool");
        assertThat(second.body().get("messages").get(3).get("tool_call_id").asString()).isEqualTo("c1");
        assertThat(second.body().get("messages").get(2).get("tool_calls").get(0).get("id").asString()).isEqualTo("c1");
    }

    @Test
    void aProviderThatFailsEndsTheRunWithModelFailedAndTheFailedAttemptIsStillCharged() {
        for (int i = 0; i < 4; i++) {
            stub.then(Reply.status(500, "down"));
        }

        LoopResult result = new BoundedLoop(state -> Admission.CALL, CourseScripts.LOOP_LIMITS)
                .run(model(settings()), shop.dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(result.status()).isEqualTo(LoopStatus.MODEL_FAILED);
        assertThat(result.modelCalls()).isEqualTo(1);
        assertThat(result.estimatedCostCents()).isEqualTo(CourseScripts.LOOP_LIMITS.costOfAttempt(0));
        assertThat(stub.received()).hasSize(4); // one loop attempt: the first try and three retries
    }

    @Test
    void aProviderThatIsNotThereIsAFailedAttempt() {
        int closedPort = stub.baseUrl().getPort();
        stub.close();
        ChatCompletionsModel model = model(LiveModelSettings.of(
                java.net.URI.create("http://127.0.0.1:" + closedPort + "/v1"), "m", null));

        assertThatThrownBy(() -> complete(model)).isInstanceOf(ModelError.class)
                .hasMessageContaining("could not be reached");
    }
}
