// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;
import java.util.Iterator;
import java.util.stream.IntStream;

/** Turns come from an iterator over a range; the last text is kept in a one-element array. */
public class IteratorOverARange implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        String[] last = {""};
        Iterator<Integer> turns = IntStream.rangeClosed(1, settings.maxTurns()).boxed().iterator();
        while (turns.hasNext()) {
            int turn = turns.next();
            ModelResponse response = settings.model().complete(transcript);
            last[0] = response.text();
            transcript.add(Message.assistant(last[0]));
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, response, new ArrayList<>(transcript)));
            }
            if ("end_turn".equals(response.stopReason())) {
                return new LoopResult(last[0], "end_turn", turn, transcript);
            }
            transcript.add(Message.user("(continue)"));
        }
        return new LoopResult(last[0], "max_turns", settings.maxTurns(), transcript);
    }
}
