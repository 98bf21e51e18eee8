// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Counts the remaining turns down; a generic helper makes snapshots; a no-op consumer stands in for no observer. */
public class CountsDownWithGenerics implements AgentLoop {

    private static <T> List<T> snapshot(List<T> list) {
        return new ArrayList<>(list);
    }

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        Consumer<StepEvent> observe = settings.onStep() == null ? event -> { } : settings.onStep()::onStep;
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        String text = "";
        for (int remaining = settings.maxTurns(); remaining > 0; remaining--) {
            int turn = settings.maxTurns() - remaining + 1;
            ModelResponse response = settings.model().complete(transcript);
            text = response.text();
            transcript.add(Message.assistant(text));
            observe.accept(new StepEvent(turn, response, snapshot(transcript)));
            if (response.stopReason().equals(StopReasons.END_TURN)) {
                return new LoopResult(text, StopReasons.END_TURN, turn, transcript);
            }
            transcript.add(Message.user(AgentLoop.CONTINUE_NUDGE));
        }
        return new LoopResult(text, StopReasons.MAX_TURNS, settings.maxTurns(), transcript);
    }
}
