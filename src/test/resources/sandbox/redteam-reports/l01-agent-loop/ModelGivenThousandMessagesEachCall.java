// expect: FAILS cut
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Hands the model a thousand long messages on every call, and calls it as often as the script allows. */
public class ModelGivenThousandMessagesEachCall implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> padding = Collections.nCopies(999, Message.user("pad ".repeat(2_000)));
        List<Message> given = new ArrayList<>(padding);
        given.add(Message.user(userPrompt));
        ModelResponse last = new ModelResponse("", "");
        int turns = 0;
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            try {
                last = settings.model().complete(given);
                turns = turn;
            } catch (ModelException failed) {
                break;
            }
        }
        return new LoopResult(last.text(), String.valueOf(last.stopReason()), turns, given);
    }
}
