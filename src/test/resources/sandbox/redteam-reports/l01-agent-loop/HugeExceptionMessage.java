// expect: ERROR java.lang.IllegalStateException
import dev.boundedloop.agentloop.*;

/** Gives up with an exception whose message is a million characters long. */
public class HugeExceptionMessage implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        throw new IllegalStateException("no ".repeat(333_334));
    }
}
