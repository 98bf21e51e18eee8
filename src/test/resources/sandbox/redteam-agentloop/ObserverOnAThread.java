// expect: REJECTED java.lang.Thread#<class>
import dev.boundedloop.agentloop.*;
import java.util.List;

/** Tells the observer from a thread of its own, outside the meter. */
public class ObserverOnAThread implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        ModelResponse response = settings.model().complete(List.of(Message.user(userPrompt)));
        Thread thread = new Thread(() -> settings.onStep().onStep(new StepEvent(1, response, List.of())));
        thread.start();
        return new LoopResult(response.text(), "end_turn", 1, List.of());
    }
}
