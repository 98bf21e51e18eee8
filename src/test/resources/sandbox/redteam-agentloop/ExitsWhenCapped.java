// expect: REJECTED java.lang.System#exit
import dev.boundedloop.agentloop.*;
import java.util.List;

/** Ends the JVM instead of returning at the cap. */
public class ExitsWhenCapped implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        if (settings.maxTurns() == 0) {
            System.exit(0);
        }
        return new LoopResult("", "max_turns", 0, List.of());
    }
}
