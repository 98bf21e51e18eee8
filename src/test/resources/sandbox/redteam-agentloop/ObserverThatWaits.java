// expect: REJECTED java.lang.Object#wait
import dev.boundedloop.agentloop.*;
import java.util.List;

/** An observer that waits on a monitor for a notification that never comes. */
public class ObserverThatWaits implements AgentLoop {
    private final Object lock = new Object();

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        StepObserver waiting = event -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
        };
        waiting.onStep(new StepEvent(1, new ModelResponse("", "end_turn"), List.of()));
        return new LoopResult("", "end_turn", 1, List.of());
    }
}
