// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** One method call per turn; the transcript is threaded through the recursion. */
public class RecursiveTurns implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        return turn(settings, transcript, 1, "");
    }

    private LoopResult turn(LoopSettings settings, List<Message> transcript, int turn, String lastText) {
        if (turn > settings.maxTurns()) {
            return new LoopResult(lastText, StopReasons.MAX_TURNS, settings.maxTurns(), transcript);
        }
        ModelResponse response = settings.model().complete(transcript);
        transcript.add(Message.assistant(response.text()));
        notify(settings.onStep(), new StepEvent(turn, response, new ArrayList<>(transcript)));
        if (StopReasons.END_TURN.equals(response.stopReason())) {
            return new LoopResult(response.text(), StopReasons.END_TURN, turn, transcript);
        }
        transcript.add(Message.user(AgentLoop.CONTINUE_NUDGE));
        return turn(settings, transcript, turn + 1, response.text());
    }

    private static void notify(StepObserver observer, StepEvent event) {
        if (observer != null) {
            observer.onStep(event);
        }
    }
}
