// expect: TIMEOUT
import dev.boundedloop.agentloop.*;

/** Catches every Throwable around an endless loop, hoping to outlive the meter. */
public class CatchesEverythingAndSpins implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        while (true) {
            try {
                while (true) {
                    userPrompt = userPrompt.isEmpty() ? "x" : userPrompt;
                }
            } catch (Throwable caught) {
                userPrompt = "";
            }
        }
    }
}
