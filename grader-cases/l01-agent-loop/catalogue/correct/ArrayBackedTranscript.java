// expect: full
import dev.boundedloop.agentloop.*;
import java.util.Arrays;
import java.util.List;

/** Keeps the transcript in an array sized for the cap; every snapshot is a copy of the array. */
public class ArrayBackedTranscript implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        Message[] messages = new Message[2 * settings.maxTurns() + 2];
        int size = 0;
        if (settings.system() != null && !settings.system().isEmpty()) {
            messages[size++] = Message.system(settings.system());
        }
        messages[size++] = Message.user(userPrompt);
        String lastText = "";
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            ModelResponse response = settings.model().complete(List.of(Arrays.copyOf(messages, size)));
            lastText = response.text();
            messages[size++] = Message.assistant(lastText);
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, response, Arrays.asList(Arrays.copyOf(messages, size))));
            }
            if (StopReasons.END_TURN.equals(response.stopReason())) {
                return new LoopResult(lastText, StopReasons.END_TURN, turn, List.of(Arrays.copyOf(messages, size)));
            }
            messages[size++] = Message.user(CONTINUE_NUDGE);
        }
        return new LoopResult(lastText, StopReasons.MAX_TURNS, settings.maxTurns(), List.of(Arrays.copyOf(messages, size)));
    }
}
