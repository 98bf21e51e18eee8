package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** Every terminal status the loop can reach, each with the counters that show where it stopped. */
class LoopStatusTest {

    private static final Limits LIMITS = CourseScripts.LOOP_LIMITS;

    private static LoopResult run(Limits limits, ScriptedTurn... turns) {
        return Fixtures.referenceLoop(limits).run(
                new ScriptedModel(List.of(turns)), Fixtures.shopToolkit().dispatcher(), CourseScripts.LOOP_MESSAGES);
    }

    @Test
    void blankAnswerEndsWithEmptyReply() {
        LoopResult result = run(LIMITS, ScriptedTurn.answer("  \n"));

        assertThat(result.status()).isEqualTo(LoopStatus.EMPTY_REPLY);
        assertThat(result.modelCalls()).isEqualTo(1);
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user", "assistant");
    }

    @Test
    void callIdRepeatedWithinATurnEndsBeforeAnyToolRuns() {
        LoopResult result = run(LIMITS, ScriptedTurn.calls(
                ScriptedCall.withId("same", "list_stock", Map.of()),
                ScriptedCall.withId("same", "draft_budget", Map.of())));

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.REPEATED_CALL_ID, 1, 0, 2L);
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user");
    }

    @Test
    void callIdRepeatedFromAnEarlierTurnEndsTheRun() {
        LoopResult result = run(LIMITS, Fixtures.stockCall("stock-1"), Fixtures.stockCall("stock-1"));

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.REPEATED_CALL_ID, 2, 1, 4L);
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user", "assistant", "tool");
    }

    @Test
    void noOutputTokensPerCallEndsWithTokenLimitBeforeAnyAttempt() {
        LoopResult result = run(LIMITS.withOutputTokens(0), ScriptedTurn.answer("never asked"));

        assertThat(result.status()).isEqualTo(LoopStatus.TOKEN_LIMIT);
        assertThat(result.modelCalls()).isZero();
        assertThat(result.estimatedCostCents()).isZero();
    }

    @Test
    void usedUpTotalOutputTokensEndWithTokenLimit() {
        LoopResult result = run(LIMITS.withOutputTokens(100).withTotalOutputTokens(150),
                Fixtures.stockCall("a").withOutputTokens(100),
                Fixtures.stockCall("b").withOutputTokens(50),
                ScriptedTurn.answer("never asked"));

        assertThat(result.status()).isEqualTo(LoopStatus.TOKEN_LIMIT);
        assertThat(result.modelCalls()).isEqualTo(2);
        assertThat(result.outputTokens()).isEqualTo(150);
    }

    @Test
    void theModelIsOfferedTheSmallerOfThePerCallAndRemainingTokens() {
        List<Integer> offered = new ArrayList<>();
        ScriptedModel script = new ScriptedModel(List.of(
                Fixtures.stockCall("a").withOutputTokens(90), ScriptedTurn.answer("done")));
        Model model = (transcript, schemas, timeout, tokens) -> {
            offered.add(tokens);
            return script.complete(transcript, schemas, timeout, tokens);
        };

        Fixtures.referenceLoop(LIMITS.withOutputTokens(100).withTotalOutputTokens(150))
                .run(model, Fixtures.shopToolkit().dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(offered).containsExactly(100, 60);
    }

    @Test
    void usageAboveTheAllowanceIsInvalid() {
        LoopResult result = run(LIMITS.withOutputTokens(100), ScriptedTurn.answer("long").withOutputTokens(101));

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.INVALID_USAGE, 1, 0, 2L);
        assertThat(result.outputTokens()).isZero();
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user");
    }

    @Test
    void negativeUsageIsInvalid() {
        LoopResult result = run(LIMITS, ScriptedTurn.answer("odd").withOutputTokens(-1));

        assertThat(result.status()).isEqualTo(LoopStatus.INVALID_USAGE);
    }

    @Test
    void usageExactlyAtTheAllowanceIsAccepted() {
        LoopResult result = run(LIMITS.withOutputTokens(100), ScriptedTurn.answer("fits").withOutputTokens(100));

        assertThat(result.status()).isEqualTo(LoopStatus.COMPLETED);
        assertThat(result.outputTokens()).isEqualTo(100);
    }

    @Test
    void contextTooLargeForTheFirstAttemptEndsWithContextLimit() {
        LoopResult result = run(LIMITS.withContextBytes(100), ScriptedTurn.answer("never asked"));

        assertThat(result.status()).isEqualTo(LoopStatus.CONTEXT_LIMIT);
        assertThat(result.modelCalls()).isZero();
    }

    @Test
    void contextThatFitsExactlyIsAdmittedAndGrowingPastItEndsTheRun() {
        ShopToolkit toolkit = Fixtures.shopToolkit();
        int exactFit = utf8(TranscriptJson.toJsonString(CourseScripts.LOOP_MESSAGES))
                + utf8(Json.write(toolkit.dispatcher().schemas()));

        LoopResult result = Fixtures.referenceLoop(LIMITS.withContextBytes(exactFit)).run(
                new ScriptedModel(List.of(Fixtures.stockCall("a"), ScriptedTurn.answer("never asked"))),
                toolkit.dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.CONTEXT_LIMIT, 1, 1, 2L);
    }

    @Test
    void stopSignalBeforeTheFirstAttemptEndsWithStopRequested() {
        LoopResult result = Fixtures.referenceLoop(LIMITS).withStopSignal(() -> true).run(
                new ScriptedModel(List.of(ScriptedTurn.answer("never asked"))),
                Fixtures.shopToolkit().dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(result.status()).isEqualTo(LoopStatus.STOP_REQUESTED);
        assertThat(result.modelCalls()).isZero();
    }

    @Test
    void stopSignalRaisedByAToolStopsBeforeTheNextCall() {
        AtomicBoolean stop = new AtomicBoolean();
        ExecutableTool raise = new ExecutableTool("raise", "Raises the stop signal.", ArgumentSchema.none(),
                arguments -> {
                    stop.set(true);
                    return "raised";
                });
        Dispatcher dispatcher = new Dispatcher(List.of(raise), Set.of("raise"), null);

        LoopResult result = Fixtures.referenceLoop(LIMITS).withStopSignal(stop::get).run(
                new ScriptedModel(List.of(ScriptedTurn.calls(
                        ScriptedCall.of("raise", Map.of()), ScriptedCall.of("raise", Map.of())))),
                dispatcher, CourseScripts.LOOP_MESSAGES);

        assertThat(result.status()).isEqualTo(LoopStatus.STOP_REQUESTED);
        assertThat(result.toolCalls()).isEqualTo(1);
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user", "assistant", "tool");
    }

    @Test
    void timePassingDuringTheModelCallEndsWithTimeLimitWithoutAppendingTheTurn() {
        MutableClock clock = new MutableClock();
        List<Duration> offered = new ArrayList<>();
        Model slow = (transcript, schemas, timeout, tokens) -> {
            offered.add(timeout);
            clock.advance(Duration.ofSeconds(120));
            return ModelTurn.answer("too late", 0);
        };

        LoopResult result = Fixtures.referenceLoop(LIMITS).withClock(clock)
                .run(slow, Fixtures.shopToolkit().dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.TIME_LIMIT, 1, 0, 2L);
        assertThat(offered).containsExactly(Duration.ofSeconds(120));
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user");
    }

    @Test
    void timePassingInAToolStopsBeforeTheNextCall() {
        MutableClock clock = new MutableClock();
        Dispatcher dispatcher = minuteLongTool(clock);

        LoopResult result = Fixtures.referenceLoop(LIMITS.withSeconds(60)).withClock(clock).run(
                new ScriptedModel(List.of(ScriptedTurn.calls(
                        ScriptedCall.of("slow", Map.of()), ScriptedCall.of("slow", Map.of())))),
                dispatcher, CourseScripts.LOOP_MESSAGES);

        assertThat(result.status()).isEqualTo(LoopStatus.TIME_LIMIT);
        assertThat(result.toolCalls()).isEqualTo(1);
    }

    @Test
    void timeUsedUpByTheLastToolEndsTheRunBeforeTheNextAttempt() {
        MutableClock clock = new MutableClock();
        Dispatcher dispatcher = minuteLongTool(clock);
        ScriptedModel model = new ScriptedModel(List.of(
                ScriptedTurn.calls(ScriptedCall.of("slow", Map.of())), ScriptedTurn.answer("never asked")));

        LoopResult result = Fixtures.referenceLoop(LIMITS.withSeconds(60)).withClock(clock)
                .run(model, dispatcher, CourseScripts.LOOP_MESSAGES);

        assertThat(result.status()).isEqualTo(LoopStatus.TIME_LIMIT);
        assertThat(result.modelCalls()).isEqualTo(1);
        assertThat(model.consumed()).isEqualTo(1);
    }

    @Test
    void scriptedFailureAndExhaustedScriptEndWithModelFailed() {
        assertThat(run(LIMITS, ScriptedTurn.failure("503")).status()).isEqualTo(LoopStatus.MODEL_FAILED);
        LoopResult exhausted = run(LIMITS, Fixtures.stockCall("a"));
        assertThat(exhausted.status()).isEqualTo(LoopStatus.MODEL_FAILED);
        assertThat(exhausted.modelCalls()).isEqualTo(2);
        assertThat(exhausted.estimatedCostCents()).isEqualTo(4);
    }

    @Test
    void aModelReturningNullEndsWithModelFailed() {
        LoopResult result = Fixtures.referenceLoop(LIMITS).run(
                (transcript, schemas, timeout, tokens) -> null,
                Fixtures.shopToolkit().dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(result.status()).isEqualTo(LoopStatus.MODEL_FAILED);
    }

    @Test
    void aPolicyThatAlwaysCallsIsStoppedByTheBackstop() {
        ScriptedModel model = new ScriptedModel(Fixtures.stockCalls("stock", 10));

        LoopResult result = new BoundedLoop(state -> Admission.CALL, LIMITS.withModelCalls(3))
                .run(model, Fixtures.shopToolkit().dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.BACKSTOP, 3, 3, 6L);
        assertThat(model.consumed()).isEqualTo(3);
    }

    @Test
    void aPolicyExceptionPropagatesUnchanged() {
        UnsupportedOperationException unfinished = new UnsupportedOperationException("Decide before admitting");

        assertThatThrownBy(() -> new BoundedLoop(state -> {
                    throw unfinished;
                }, LIMITS).run(new ScriptedModel(List.of()), Fixtures.shopToolkit().dispatcher(),
                        CourseScripts.LOOP_MESSAGES))
                .isSameAs(unfinished);
    }

    @Test
    void aNullAdmissionIsRefused() {
        assertThatThrownBy(() -> new BoundedLoop(state -> null, LIMITS).run(
                new ScriptedModel(List.of()), Fixtures.shopToolkit().dispatcher(), CourseScripts.LOOP_MESSAGES))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("AdmissionPolicy returned null");
    }

    @Test
    void thePolicySeesEveryAttemptsStateWithTheScheduledNextCost() {
        List<AdmissionState> seen = new ArrayList<>();
        AdmissionPolicy recording = state -> {
            seen.add(state);
            return new ReferencePolicy().decide(state);
        };
        Limits schedule = LIMITS.withCostSchedule(List.of(2L, 5L, 10L)).withModelBudgetCents(10);

        LoopResult result = new BoundedLoop(recording, schedule).run(
                new ScriptedModel(List.of(Fixtures.stockCall("a"), Fixtures.stockCall("b"), ScriptedTurn.answer("x"))),
                Fixtures.shopToolkit().dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.MODEL_COST_LIMIT, 2, 2, 7L);
        assertThat(seen).containsExactly(
                new AdmissionState(0, 8, 0, 2, 10),
                new AdmissionState(1, 8, 2, 5, 10),
                new AdmissionState(2, 8, 7, 10, 10));
    }

    @Test
    void theCallLimitIsCheckedBeforeTheStopSignalAndTheStopSignalBeforeTheCostLimit() {
        BoundedLoop stopped = new BoundedLoop(state -> Admission.MODEL_COST_LIMIT, LIMITS).withStopSignal(() -> true);
        BoundedLoop callLimited = new BoundedLoop(state -> Admission.MODEL_CALL_LIMIT, LIMITS).withStopSignal(() -> true);

        assertThat(stopped.run(new ScriptedModel(List.of()), Fixtures.shopToolkit().dispatcher(),
                CourseScripts.LOOP_MESSAGES).status()).isEqualTo(LoopStatus.STOP_REQUESTED);
        assertThat(callLimited.run(new ScriptedModel(List.of()), Fixtures.shopToolkit().dispatcher(),
                CourseScripts.LOOP_MESSAGES).status()).isEqualTo(LoopStatus.MODEL_CALL_LIMIT);
    }

    @Test
    void theBoundsAreCheckedInTheirDeclaredOrder() {
        Limits allExhausted = LIMITS.withSeconds(0).withContextBytes(0).withOutputTokens(0);

        assertThat(run(allExhausted).status()).isEqualTo(LoopStatus.TIME_LIMIT);
        assertThat(run(allExhausted.withSeconds(60)).status()).isEqualTo(LoopStatus.CONTEXT_LIMIT);
        assertThat(run(allExhausted.withSeconds(60).withContextBytes(32_768)).status())
                .isEqualTo(LoopStatus.TOKEN_LIMIT);
    }

    /** A dispatcher whose one tool, "slow", moves the clock on by a minute. */
    private static Dispatcher minuteLongTool(MutableClock clock) {
        ExecutableTool slowTool = new ExecutableTool("slow", "Takes a minute.", ArgumentSchema.none(), arguments -> {
            clock.advance(Duration.ofSeconds(60));
            return "done";
        });
        return new Dispatcher(List.of(slowTool), Set.of("slow"), null);
    }

    private static int utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }
}
