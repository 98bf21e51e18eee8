package dev.boundedloop.grader.kinds.agentloop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.agentloop.LoopResult;
import dev.boundedloop.agentloop.LoopSettings;
import dev.boundedloop.agentloop.Message;
import dev.boundedloop.agentloop.ModelResponse;
import dev.boundedloop.agentloop.StepEvent;
import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.references.ReferenceAgentLoop;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The random-run property finds a wrong loop's disagreement and shrinks it to a run a learner can read. */
class AgentLoopPropertyTest {

    private static final AgentLoopPropertyCase PROPERTY = new AgentLoopPropertyCase(
            new CaseHeader("property", "random runs", Category.PROPERTY, Visibility.VISIBLE, 4), 20261201L, 300);

    /** Treats every stop reason but "continue" as the end: wrong only on stop reasons the lesson does not know. */
    static final class StopsOnAnyNonContinue implements AgentLoop {
        @Override
        public LoopResult run(LoopSettings settings, String userPrompt) {
            List<Message> transcript = new ArrayList<>();
            if (settings.system() != null && !settings.system().isEmpty()) {
                transcript.add(Message.system(settings.system()));
            }
            transcript.add(Message.user(userPrompt));
            String text = "";
            for (int turn = 1; turn <= settings.maxTurns(); turn++) {
                ModelResponse response = settings.model().complete(transcript);
                text = response.text();
                transcript.add(Message.assistant(text));
                if (settings.onStep() != null) {
                    settings.onStep().onStep(new StepEvent(turn, response, new ArrayList<>(transcript)));
                }
                if (!response.stopReason().equals("continue")) {
                    return new LoopResult(text, "end_turn", turn, transcript);
                }
                transcript.add(Message.user(CONTINUE_NUDGE));
            }
            return new LoopResult(text, "max_turns", settings.maxTurns(), transcript);
        }
    }

    @Test
    void theReferenceLoopAgreesWithItselfOnEveryRun() throws Exception {
        assertThat(AgentLoopPropertyExecutor.search(PROPERTY, ReferenceAgentLoop::new)).isNull();
    }

    @Test
    void aWrongLoopsDisagreementIsFoundAndShrunkToOneOrTwoTurns() throws Exception {
        AgentLoopPropertyExecutor.Counterexample found = AgentLoopPropertyExecutor.search(PROPERTY, StopsOnAnyNonContinue::new);

        assertThat(found).isNotNull();
        assertThat(found.shrinkSteps()).isPositive();
        assertThat(found.run().script()).hasSizeLessThanOrEqualTo(2);
        assertThat(found.run().maxTurns()).isLessThanOrEqualTo(2);
        assertThat(found.run().system()).isNull();
        // The shrunk run still shows the bug: a stop reason that is neither continue nor end_turn.
        assertThat(found.run().script()).anySatisfy(turn -> assertThat(turn.stopReason()).isNotIn("continue", "end_turn"));
        assertThat(found.difference()).isNotNull();
        assertThat(found.observed().firstDifferenceFrom(found.expected())).isEqualTo(found.difference());
    }

    @Test
    void theSameSeedFindsTheSameCounterexample() throws Exception {
        AgentLoopPropertyExecutor.Counterexample first = AgentLoopPropertyExecutor.search(PROPERTY, StopsOnAnyNonContinue::new);
        AgentLoopPropertyExecutor.Counterexample second = AgentLoopPropertyExecutor.search(PROPERTY, StopsOnAnyNonContinue::new);

        assertThat(second.attempt()).isEqualTo(first.attempt());
        assertThat(second.run()).isEqualTo(first.run());
    }
}
