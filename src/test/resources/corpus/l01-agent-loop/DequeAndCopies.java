// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;

/** An ArrayDeque holds the transcript; the model and the observer each get a copy of it. */
public class DequeAndCopies implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        Deque<Message> transcript = new ArrayDeque<>();
        transcript.addLast(Message.user(userPrompt));
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.addFirst(Message.system(settings.system()));
        }
        String text = "";
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            ModelResponse response = settings.model().complete(new ArrayList<>(transcript));
            text = response.text();
            transcript.addLast(Message.assistant(text));
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, response, new ArrayList<>(transcript)));
            }
            if (response.stopReason().equals(StopReasons.END_TURN)) {
                return new LoopResult(text, StopReasons.END_TURN, turn, new ArrayList<>(transcript));
            }
            transcript.addLast(Message.user(AgentLoop.CONTINUE_NUDGE));
        }
        return new LoopResult(text, StopReasons.MAX_TURNS, settings.maxTurns(), new ArrayList<>(transcript));
    }
}
