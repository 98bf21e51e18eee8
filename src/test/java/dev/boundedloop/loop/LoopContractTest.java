package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Seed 002's loop contracts: stop on end of turn, a clean cap, a well-formed transcript, a passive observer. */
class LoopContractTest {

    @Test
    void stopsAsSoonAsTheModelEndsItsTurn() {
        ScriptedModel model = new ScriptedModel(List.of(
                ScriptedTurn.answer("Final answer: 4."), ScriptedTurn.answer("never played")));

        LoopResult result = Fixtures.referenceLoop(CourseScripts.LOOP_LIMITS)
                .run(model, Fixtures.shopToolkit().dispatcher(), CourseScripts.INITIAL_MESSAGES);

        assertThat(result.status()).isEqualTo(LoopStatus.COMPLETED);
        assertThat(result.answer()).isEqualTo("Final answer: 4.");
        assertThat(result.modelCalls()).isEqualTo(1);
        assertThat(model.consumed()).isEqualTo(1);
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user", "assistant");
    }

    @Test
    void aModelThatNeverStopsHitsTheCapWithoutConsumingTheRestOfItsScript() {
        ScriptedModel model = new ScriptedModel(Fixtures.stockCalls("still-thinking", 10));

        LoopResult result = Fixtures.referenceLoop(CourseScripts.LOOP_LIMITS.withModelCalls(3))
                .run(model, Fixtures.shopToolkit().dispatcher(), CourseScripts.INITIAL_MESSAGES);

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.MODEL_CALL_LIMIT, 3, 3, 6L);
        assertThat(model.consumed()).isEqualTo(3);
    }

    @Test
    void theTranscriptStaysWellFormedWhicheverWayTheRunEnds() {
        Limits limits = CourseScripts.LOOP_LIMITS;
        for (Limits variant : List.of(limits, limits.withModelCalls(2), limits.withToolCalls(2), limits.withToolCalls(4),
                limits.withEstimatedCallCents(30).withModelBudgetCents(100))) {
            LoopResult result = Fixtures.recordedRun(variant);
            assertThat(Fixtures.wellFormed(result.messages())).as("%s", result.status()).isTrue();
            assertThat(result.toolCalls())
                    .isEqualTo(result.messages().stream().filter(m -> m.role().equals("tool")).count());
        }
    }

    @Test
    void wellFormednessRejectsAnObservationWithoutItsRequest() {
        List<Message> orphan = List.of(Message.user("hi"), Message.tool("nobody-asked", "{\"ok\":true,\"value\":1}"));

        assertThat(Fixtures.wellFormed(orphan)).isFalse();
        assertThatThrownBy(() -> ToolTrace.of(orphan)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theObserverFiresOncePerModelCallWithCountersAtThatStep() {
        List<StepEvent> events = new ArrayList<>();

        LoopResult result = Fixtures.referenceLoop(CourseScripts.LOOP_LIMITS).withObserver(events::add).run(
                new ScriptedModel(CourseScripts.RECORDED_TURNS), Fixtures.shopToolkit().dispatcher(),
                CourseScripts.LOOP_MESSAGES);

        assertThat(events).hasSize(result.modelCalls());
        assertThat(events).extracting(StepEvent::modelCall).containsExactly(1, 2, 3, 4, 5);
        assertThat(events).extracting(StepEvent::toolCalls).containsExactly(1, 3, 5, 6, 6);
        assertThat(events).extracting(StepEvent::estimatedCostCents).containsExactly(2L, 4L, 6L, 8L, 10L);
        assertThat(events).extracting(e -> e.transcript().size()).containsExactly(4, 7, 10, 12, 13);
        assertThat(events.get(4).response().content()).isEqualTo(result.answer());
    }

    @Test
    void theObserverAlsoSeesATurnTheLoopRefusedButNotAFailedAttempt() {
        List<StepEvent> refused = new ArrayList<>();
        Fixtures.referenceLoop(CourseScripts.LOOP_LIMITS.withToolCalls(2)).withObserver(refused::add).run(
                new ScriptedModel(CourseScripts.RECORDED_TURNS), Fixtures.shopToolkit().dispatcher(),
                CourseScripts.LOOP_MESSAGES);
        List<StepEvent> failed = new ArrayList<>();
        Fixtures.referenceLoop(CourseScripts.LOOP_LIMITS).withObserver(failed::add).run(
                new ScriptedModel(List.of(ScriptedTurn.failure("503"))), Fixtures.shopToolkit().dispatcher(),
                CourseScripts.LOOP_MESSAGES);

        assertThat(refused).hasSize(2);
        assertThat(refused.get(1).response().calls()).hasSize(2);
        assertThat(refused.get(1).transcript()).hasSize(4);
        assertThat(failed).isEmpty();
    }

    @Test
    void theObserverCannotChangeControlFlowOrTheTranscript() {
        LoopResult plain = Fixtures.recordedRun(CourseScripts.LOOP_LIMITS);
        List<Throwable> refusals = new ArrayList<>();
        LoopObserver vandal = event -> {
            attempt(refusals, () -> event.transcript().clear());
            attempt(refusals, () -> event.transcript().add(Message.user("injected")));
            attempt(refusals, () -> event.response().calls().clear());
            if (!event.transcript().isEmpty() && !event.transcript().get(event.transcript().size() - 1)
                    .toolCalls().isEmpty()) {
                attempt(refusals, () -> event.transcript().get(event.transcript().size() - 1)
                        .toolCalls().get(0).arguments().put("quantity", 1000));
            }
            throw new IllegalStateException("observer crashed");
        };

        LoopResult observed = Fixtures.referenceLoop(CourseScripts.LOOP_LIMITS).withObserver(vandal).run(
                new ScriptedModel(CourseScripts.RECORDED_TURNS), Fixtures.shopToolkit().dispatcher(),
                CourseScripts.LOOP_MESSAGES);

        assertThat(refusals).isNotEmpty().allSatisfy(t -> assertThat(t).isInstanceOf(UnsupportedOperationException.class));
        assertThat(observed).isEqualTo(plain);
    }

    @Test
    void anEarlierSnapshotDoesNotGrowWithTheRun() {
        List<StepEvent> events = new ArrayList<>();
        Fixtures.referenceLoop(CourseScripts.LOOP_LIMITS).withObserver(events::add).run(
                new ScriptedModel(CourseScripts.RECORDED_TURNS), Fixtures.shopToolkit().dispatcher(),
                CourseScripts.LOOP_MESSAGES);

        assertThat(events.get(0).transcript()).hasSize(4);
        assertThatThrownBy(() -> events.get(0).transcript().add(Message.user("late")))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void theModelReceivesAnImmutableCopyOfTheTranscript() {
        List<Throwable> refusals = new ArrayList<>();
        Model meddling = (transcript, schemas, timeout, tokens) -> {
            attempt(refusals, () -> transcript.add(Message.user("forged")));
            attempt(refusals, () -> schemas.get(0).put("type", "other"));
            return ModelTurn.answer("done", 0);
        };

        LoopResult result = Fixtures.referenceLoop(CourseScripts.LOOP_LIMITS)
                .run(meddling, Fixtures.shopToolkit().dispatcher(), CourseScripts.INITIAL_MESSAGES);

        assertThat(refusals).hasSize(2);
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user", "assistant");
    }

    private static void attempt(List<Throwable> refusals, Runnable mutation) {
        try {
            mutation.run();
        } catch (RuntimeException refused) {
            refusals.add(refused);
        }
    }
}
