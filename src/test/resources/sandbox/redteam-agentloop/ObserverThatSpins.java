// expect: TIMEOUT
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** Wraps the observer in one that blocks for ever before it passes the event on. */
public class ObserverThatSpins implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        StepObserver blocking = event -> {
            int[] waited = {0};
            while (waited[0] >= 0) {
                waited[0] = waited[0] + 1 == Integer.MAX_VALUE ? 0 : waited[0] + 1;
            }
            if (settings.onStep() != null) {
                settings.onStep().onStep(event);
            }
        };
        List<Message> transcript = new ArrayList<>(List.of(Message.user(userPrompt)));
        ModelResponse response = settings.model().complete(transcript);
        transcript.add(Message.assistant(response.text()));
        blocking.onStep(new StepEvent(1, response, new ArrayList<>(transcript)));
        return new LoopResult(response.text(), response.stopReason(), 1, transcript);
    }
}
