// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** Catches a model failure to print it, then rethrows the very same exception: that is still letting it through. */
public class RethrowsTheSameFailure implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        String text = "";
        int turn = 0;
        try {
            for (turn = 1; turn <= settings.maxTurns(); turn++) {
                ModelResponse response = settings.model().complete(transcript);
                text = response.text();
                transcript.add(Message.assistant(text));
                StepObserver observer = settings.onStep();
                if (observer != null) {
                    observer.onStep(new StepEvent(turn, response, new ArrayList<>(transcript)));
                }
                if (response.stopReason().equals(StopReasons.END_TURN)) {
                    return new LoopResult(text, StopReasons.END_TURN, turn, transcript);
                }
                transcript.add(Message.user(AgentLoop.CONTINUE_NUDGE));
            }
        } catch (ModelException failure) {
            System.out.println("model failed on turn " + turn + ": " + failure.getMessage());
            throw failure;
        }
        return new LoopResult(text, StopReasons.MAX_TURNS, settings.maxTurns(), transcript);
    }
}
