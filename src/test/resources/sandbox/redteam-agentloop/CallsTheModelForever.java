// expect: TIMEOUT
import dev.boundedloop.agentloop.*;
import java.util.List;

/** Ignores the cap and every failure: calls the model for ever, past the end of its script. */
public class CallsTheModelForever implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = List.of(Message.user(userPrompt));
        while (true) {
            try {
                settings.model().complete(transcript);
            } catch (RuntimeException ignored) {
                // and again
            }
        }
    }
}
