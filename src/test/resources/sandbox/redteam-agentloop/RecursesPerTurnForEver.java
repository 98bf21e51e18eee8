// expect: ERROR java.lang.StackOverflowError
import dev.boundedloop.agentloop.*;

/** Recurses once per turn, but forgets the cap. */
public class RecursesPerTurnForEver implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        return turn(settings, 1);
    }

    private LoopResult turn(LoopSettings settings, int turn) {
        return turn(settings, turn + 1);
    }
}
