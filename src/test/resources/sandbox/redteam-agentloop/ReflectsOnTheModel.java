// expect: REJECTED java.lang.Class#getDeclaredFields
import dev.boundedloop.agentloop.*;

/** Tries to read the scripted model's fields, to learn the script ahead of time. */
public class ReflectsOnTheModel implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        int fields = settings.model().getClass().getDeclaredFields().length;
        return new LoopResult("" + fields, "end_turn", 0, java.util.List.of());
    }
}
