// expect: MEMORY_LIMIT
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** Doubles the transcript until memory runs out. */
public class DoublingTranscript implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>(List.of(Message.user(userPrompt)));
        while (true) {
            transcript.addAll(new ArrayList<>(transcript));
        }
    }
}
