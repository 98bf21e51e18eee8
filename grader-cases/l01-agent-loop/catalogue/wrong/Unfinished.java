// expect: loses-points
import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.agentloop.LoopResult;
import dev.boundedloop.agentloop.LoopSettings;

public class Unfinished implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        throw new UnsupportedOperationException("call the model until it says end_turn");
    }
}
