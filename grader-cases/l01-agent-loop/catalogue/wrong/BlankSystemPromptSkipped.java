// expect: passes-visible
import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.agentloop.LoopResult;
import dev.boundedloop.agentloop.LoopSettings;
import dev.boundedloop.agentloop.Message;
import dev.boundedloop.agentloop.ModelResponse;
import dev.boundedloop.agentloop.StepEvent;
import dev.boundedloop.agentloop.StopReasons;
import java.util.ArrayList;
import java.util.List;

/** Skips a blank (but not empty) system prompt. */
public class BlankSystemPromptSkipped implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isBlank()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));

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
