// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** Never mutates a list: every append makes a new immutable transcript, which doubles as the snapshot. */
public class ImmutableRebuilds implements AgentLoop {

    private static List<Message> with(List<Message> transcript, Message message) {
        List<Message> next = new ArrayList<>(transcript);
        next.add(message);
        return List.copyOf(next);
    }

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = List.of();
        String system = settings.system();
        if (system != null && !system.isEmpty()) {
            transcript = with(transcript, Message.system(system));
        }
        transcript = with(transcript, Message.user(userPrompt));
        String text = "";
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            ModelResponse response = settings.model().complete(transcript);
            text = response.text();
            transcript = with(transcript, Message.assistant(text));
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, response, transcript));
            }
            if (response.stopReason().equals("end_turn")) {
                return new LoopResult(text, "end_turn", turn, transcript);
            }
            transcript = with(transcript, Message.user("(continue)"));
        }
        return new LoopResult(text, "max_turns", settings.maxTurns(), transcript);
    }
}
