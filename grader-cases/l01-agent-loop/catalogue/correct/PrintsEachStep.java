// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** The lesson's live trace, printed as it goes: printing is allowed and does not change the run. */
public class PrintsEachStep implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        String text = "";
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            ModelResponse response = settings.model().complete(transcript);
            text = response.text();
            System.out.printf("  step %d: stop=%-8s | %s%n", turn, response.stopReason(), text);
            transcript.add(Message.assistant(text));
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, response, new ArrayList<>(transcript)));
            }
            if (response.stopReason().equals(StopReasons.END_TURN)) {
                System.out.println("stop_reason : end_turn");
                return new LoopResult(text, StopReasons.END_TURN, turn, transcript);
            }
            transcript.add(Message.user(CONTINUE_NUDGE));
        }
        System.out.println("stop_reason : max_turns");
        return new LoopResult(text, StopReasons.MAX_TURNS, settings.maxTurns(), transcript);
    }
}
