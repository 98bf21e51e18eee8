import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.agentloop.LoopResult;
import dev.boundedloop.agentloop.LoopSettings;
import dev.boundedloop.agentloop.Message;
import dev.boundedloop.agentloop.ModelResponse;
import dev.boundedloop.agentloop.StepEvent;
import dev.boundedloop.agentloop.StopReasons;
import java.util.ArrayList;
import java.util.List;

/**
 * Lesson 1's agent loop.
 *
 * The starter is unfinished on purpose: until you replace the throw below, every case reports
 * NEEDS_WORK and the submission earns no points. One run:
 *   - the transcript starts with Message.system(system) when the system prompt is neither null nor
 *     empty, then Message.user(userPrompt);
 *   - for turn 1, 2, ... up to settings.maxTurns(): call settings.model().complete(transcript);
 *     append Message.assistant(response.text()); if settings.onStep() is not null, call it with
 *     new StepEvent(turn, response, a copy of the transcript); if the stop reason is exactly
 *     "end_turn", return new LoopResult(text, "end_turn", turn, transcript); otherwise append
 *     Message.user(AgentLoop.CONTINUE_NUDGE) and go on;
 *   - at the cap, return the last text ("" if there was none), "max_turns", maxTurns and the
 *     transcript.
 * Let a ModelException from the model propagate: no catching, no retrying.
 */
public class Starter implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        throw new UnsupportedOperationException(
                "TODO: call settings.model() until it says end_turn or settings.maxTurns() is reached");
    }
}
