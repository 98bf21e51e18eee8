// expect: loses-points
import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.agentloop.LoopResult;
import dev.boundedloop.agentloop.LoopSettings;
import dev.boundedloop.agentloop.Message;
import dev.boundedloop.agentloop.ModelResponse;
import dev.boundedloop.agentloop.StepEvent;
import dev.boundedloop.agentloop.StopReasons;
import java.util.ArrayList;
import java.util.List;

/** Puts the system prompt after the user prompt. */
public class SystemAfterUser implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        transcript.add(Message.user(userPrompt));
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }

        ModelResponse last = null;
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            last = settings.model().complete(transcript);
            transcript.add(Message.assistant(last.text()));
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, last, new ArrayList<>(transcript)));
            }
            if (StopReasons.END_TURN.equals(last.stopReason())) {
                return new LoopResult(last.text(), StopReasons.END_TURN, turn, transcript);
            }
            transcript.add(Message.user(CONTINUE_NUDGE));
        }
        return new LoopResult(last == null ? "" : last.text(), StopReasons.MAX_TURNS, settings.maxTurns(), transcript);
    }
}
