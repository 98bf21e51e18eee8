// expect: ERROR java.lang.IllegalStateException
import dev.boundedloop.agentloop.*;
import java.util.Collections;

/** Hands the model a transcript far longer than any run builds; the grader copies only so much of it. */
public class TooLongForTheModel implements AgentLoop {
    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        ModelResponse response = settings.model().complete(Collections.nCopies(5_000, Message.user(userPrompt)));
        return new LoopResult(response.text(), response.stopReason(), 1, Collections.nCopies(5_000, Message.user("")));
    }
}
