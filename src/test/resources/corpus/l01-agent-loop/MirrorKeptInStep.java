// expect: loses-points
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** Keeps a second list in step with the transcript and hands the observer that: one list for every step. */
public class MirrorKeptInStep implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        List<Message> mirror = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
            mirror.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        mirror.add(Message.user(userPrompt));
        String text = "";
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            ModelResponse response = settings.model().complete(transcript);
            text = response.text();
            transcript.add(Message.assistant(text));
            mirror.add(Message.assistant(text));
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, response, mirror));
            }
            if (response.stopReason().equals(StopReasons.END_TURN)) {
                return new LoopResult(text, StopReasons.END_TURN, turn, transcript);
            }
            transcript.add(Message.user(AgentLoop.CONTINUE_NUDGE));
            mirror.add(Message.user(AgentLoop.CONTINUE_NUDGE));
        }
        return new LoopResult(text, StopReasons.MAX_TURNS, settings.maxTurns(), transcript);
    }
}
