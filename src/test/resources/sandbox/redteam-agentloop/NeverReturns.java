// expect: TIMEOUT
import dev.boundedloop.agentloop.*;

/** A loop that never returns, and never calls the model either. */
public class NeverReturns implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        long spins = 0;
        while (true) {
            spins++;
        }
    }
}
