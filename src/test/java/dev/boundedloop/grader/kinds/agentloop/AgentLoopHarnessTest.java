package dev.boundedloop.grader.kinds.agentloop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.agentloop.LoopResult;
import dev.boundedloop.agentloop.LoopSettings;
import dev.boundedloop.agentloop.Message;
import dev.boundedloop.agentloop.Model;
import dev.boundedloop.agentloop.ModelResponse;
import dev.boundedloop.agentloop.StepEvent;
import dev.boundedloop.references.ReferenceAgentLoop;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the grader records of a loop's run cannot be changed by the loop after the fact: the model
 * and the observer keep copies, the reference's run is computed on its own, and lists that lie
 * about their size cannot make the grader's work grow.
 */
class AgentLoopHarnessTest {

    private static final List<AgentLoopTurn> HELLO = List.of(
            AgentLoopTurn.reply("Thinking.", "continue"),
            AgentLoopTurn.reply("Working.", "continue"),
            AgentLoopTurn.reply("Final answer: 4.", "end_turn"));

    private static AgentLoopRun run(AgentLoopObserver observer) {
        return new AgentLoopRun(5, "Be brief.", "What is 2 + 2?", HELLO, observer);
    }

    @Test
    void theReferenceRunIsTheLessonsRun() {
        AgentLoopObservation reference = AgentLoopHarness.reference(run(AgentLoopObserver.RECORDING));

        assertThat(reference.callCount()).isEqualTo(3);
        assertThat(reference.calls()).extracting(List::size).containsExactly(2, 4, 6);
        assertThat(reference.steps()).extracting(AgentLoopRecorder.Step::turn).containsExactly(1, 2, 3);
        assertThat(reference.steps()).allSatisfy(s -> assertThat(s.laterChange()).isNull());
        assertThat(AgentLoopCopies.shown(reference.ending().transcript())).containsExactly(
                "system: Be brief.", "user: What is 2 + 2?", "assistant: Thinking.", "user: (continue)",
                "assistant: Working.", "user: (continue)", "assistant: Final answer: 4.");
    }

    /** Clears, after each call, the very list it gave the model, then rebuilds it: the model's copy stays as given. */
    static final class ClearsWhatTheModelSaw implements AgentLoop {
        @Override
        public LoopResult run(LoopSettings settings, String userPrompt) {
            List<Message> transcript = new ArrayList<>();
            transcript.add(Message.system(settings.system()));
            transcript.add(Message.user(userPrompt));
            for (int turn = 1; turn <= settings.maxTurns(); turn++) {
                ModelResponse response = settings.model().complete(transcript);
                List<Message> kept = new ArrayList<>(transcript);
                transcript.clear();
                transcript.add(Message.user("a lie the model never saw"));
                transcript.clear();
                transcript.addAll(kept);
                transcript.add(Message.assistant(response.text()));
                if (settings.onStep() != null) {
                    settings.onStep().onStep(new StepEvent(turn, response, new ArrayList<>(transcript)));
                }
                if (response.stopReason().equals("end_turn")) {
                    return new LoopResult(response.text(), "end_turn", turn, transcript);
                }
                transcript.add(Message.user(CONTINUE_NUDGE));
            }
            throw new IllegalStateException("not reached in this test");
        }
    }

    @Test
    void aLoopThatChangesTheModelsListAfterTheCallChangesNeitherWhatWasRecordedNorTheExpectation() {
        AgentLoopRun run = run(AgentLoopObserver.RECORDING);
        AgentLoopObservation before = AgentLoopHarness.reference(run);

        AgentLoopObservation learner = AgentLoopHarness.run(new ClearsWhatTheModelSaw(), run).observation();

        assertThat(learner.firstDifferenceFrom(AgentLoopHarness.reference(run))).isNull();
        assertThat(AgentLoopHarness.reference(run)).isEqualTo(before);
        assertThat(learner.calls().get(2)).extracting(Message::content).doesNotContain("a lie the model never saw");
    }

    /** Hands the observer its own transcript, and a mutating observer then changes what the model sees. */
    static final class LiveTranscript implements AgentLoop {
        @Override
        public LoopResult run(LoopSettings settings, String userPrompt) {
            List<Message> transcript = new ArrayList<>(List.of(Message.user(userPrompt)));
            for (int turn = 1; turn <= settings.maxTurns(); turn++) {
                ModelResponse response = settings.model().complete(transcript);
                transcript.add(Message.assistant(response.text()));
                if (settings.onStep() != null) {
                    settings.onStep().onStep(new StepEvent(turn, response, transcript));
                }
                if (response.stopReason().equals("end_turn")) {
                    return new LoopResult(response.text(), "end_turn", turn, transcript);
                }
                transcript.add(Message.user(CONTINUE_NUDGE));
            }
            return new LoopResult("", "max_turns", settings.maxTurns(), transcript);
        }
    }

    @Test
    void aMutatingObserverReachesALoopThatSharesItsTranscriptButNotTheReference() {
        AgentLoopRun run = new AgentLoopRun(5, null, "What is 2 + 2?", HELLO, AgentLoopObserver.MUTATING);

        AgentLoopObservation reference = AgentLoopHarness.reference(run);
        AgentLoopObservation learner = AgentLoopHarness.run(new LiveTranscript(), run).observation();

        assertThat(reference.calls().get(1)).extracting(Message::content).doesNotContain(AgentLoopRecorder.INTRUDER);
        assertThat(learner.calls().get(1)).extracting(Message::content).contains(AgentLoopRecorder.INTRUDER);
        assertThat(learner.firstDifferenceFrom(reference)).startsWith("model call 2 was given a different transcript");
    }

    @Test
    void aRecordingObserverCatchesASnapshotThatChangesAfterItWasHandedOver() {
        AgentLoopRun run = new AgentLoopRun(5, null, "What is 2 + 2?", HELLO, AgentLoopObserver.RECORDING);

        AgentLoopObservation learner = AgentLoopHarness.run(new LiveTranscript(), run).observation();

        assertThat(learner.firstDifferenceFrom(AgentLoopHarness.reference(run)))
                .startsWith("step 1: the event's transcript changed after the observer got it, so it was no snapshot");
    }

    /** A list that claims to hold nothing but never stops iterating. */
    static final class Endless extends AbstractList<Message> {
        @Override
        public Message get(int index) {
            return Message.user("again");
        }

        @Override
        public int size() {
            return Integer.MAX_VALUE;
        }
    }

    /** Gives the model a list without end, which the grader must not try to copy to its end. */
    static final class GivesTheModelAnEndlessList implements AgentLoop {
        @Override
        public LoopResult run(LoopSettings settings, String userPrompt) {
            settings.model().complete(new Endless());
            return new LoopResult("", "max_turns", 0, List.of());
        }
    }

    @Test
    void aListWithoutEndIsCopiedOnlyUpToTheCap() {
        assertThatThrownBy(() -> AgentLoopHarness.run(new GivesTheModelAnEndlessList(), run(AgentLoopObserver.NONE)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the transcript given to the model on call 1 holds more than " + AgentLoopCopies.MAX_MESSAGES
                        + " messages");
    }

    /** Keeps the first model it is given and calls that one in every later run, as a leak across cases would. */
    static final class KeepsTheFirstModel implements AgentLoop {
        private static Model first;

        @Override
        public LoopResult run(LoopSettings settings, String userPrompt) {
            if (first == null) {
                first = settings.model();
            }
            return new ReferenceAgentLoop().run(new LoopSettings(first, settings.maxTurns(), settings.system(),
                    settings.onStep()), userPrompt);
        }
    }

    @Test
    void aModelKeptFromAnEarlierRunAnswersNothingInALaterOne() {
        AgentLoopRun run = run(AgentLoopObserver.NONE);
        assertThat(AgentLoopHarness.run(new KeepsTheFirstModel(), run).observation()
                .firstDifferenceFrom(AgentLoopHarness.reference(run))).isNull();

        AgentLoopObservation second = AgentLoopHarness.run(new KeepsTheFirstModel(), run).observation();

        assertThat(second.callCount()).isZero();
        assertThat(second.firstDifferenceFrom(AgentLoopHarness.reference(run)))
                .isEqualTo("the run should have returned (stopReason \"end_turn\"), but it threw a "
                        + "dev.boundedloop.agentloop.ModelException that the model did not throw");
    }

    @Test
    void aFailingModelsExceptionIsKnownByIdentity() {
        AgentLoopRun run = new AgentLoopRun(3, null, "p", List.of(AgentLoopTurn.reply("one", "continue"),
                AgentLoopTurn.failing("provider unavailable")), AgentLoopObserver.RECORDING);

        AgentLoopObservation reference = AgentLoopHarness.reference(run);

        assertThat(reference.ending().failure()).isEqualTo("let the model's exception from call 2 through unchanged");
        assertThat(reference.stepCount()).isEqualTo(1);
    }
}
