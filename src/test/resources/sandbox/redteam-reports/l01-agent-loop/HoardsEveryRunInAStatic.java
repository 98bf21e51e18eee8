// expect: MEMORY_LIMIT
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps twelve megabytes of every case in a static list, each case within its own allocation
 * budget, until the worker's heap is full: the worker dies of it, late in the grading.
 */
public class HoardsEveryRunInAStatic implements AgentLoop {

    private static final List<String> HOARD = new ArrayList<>();

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        HOARD.add("\u0127".repeat(6_000_000));
        List<Message> transcript = new ArrayList<>();
        transcript.add(Message.user(userPrompt));
        return new LoopResult("", StopReasons.MAX_TURNS, 0, transcript);
    }
}
