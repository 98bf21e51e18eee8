// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The model gets an unmodifiable copy on every call, and the result an unmodifiable view. */
public class FreshCopyForTheModel implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        ModelResponse last = null;
        int turns = 0;
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            turns = turn;
            last = settings.model().complete(Collections.unmodifiableList(new ArrayList<>(transcript)));
            transcript.add(Message.assistant(last.text()));
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, last, new ArrayList<>(transcript)));
            }
            if (last.stopReason().equals(StopReasons.END_TURN)) {
                break;
            }
            transcript.add(Message.user(CONTINUE_NUDGE));
        }
        boolean ended = last != null && last.stopReason().equals(StopReasons.END_TURN);
        return new LoopResult(last == null ? "" : last.text(), ended ? StopReasons.END_TURN : StopReasons.MAX_TURNS,
                ended ? turns : settings.maxTurns(), Collections.unmodifiableList(transcript));
    }
}
