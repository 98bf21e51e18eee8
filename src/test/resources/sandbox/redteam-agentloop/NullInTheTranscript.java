// expect: ERROR java.lang.IllegalStateException
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** Puts null where a message belongs, and hands that to the model. */
public class NullInTheTranscript implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        transcript.add(null);
        transcript.add(Message.user(userPrompt));
        ModelResponse response = settings.model().complete(transcript);
        return new LoopResult(response.text(), "end_turn", 1, transcript);
    }
}
