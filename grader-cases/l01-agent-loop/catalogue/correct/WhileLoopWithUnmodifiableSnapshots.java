// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** A while loop; snapshots are unmodifiable copies, so a mutating observer is refused rather than ignored. */
public class WhileLoopWithUnmodifiableSnapshots implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        String system = settings.system();
        if (system != null && system.length() > 0) {
            transcript.add(new Message(Message.SYSTEM, system));
        }
        transcript.add(new Message(Message.USER, userPrompt));
        String lastText = "";
        int turn = 0;
        while (turn < settings.maxTurns()) {
            turn++;
            ModelResponse response = settings.model().complete(transcript);
            lastText = response.text();
            transcript.add(new Message(Message.ASSISTANT, lastText));
            StepObserver observer = settings.onStep();
            if (observer != null) {
                observer.onStep(new StepEvent(turn, response, List.copyOf(transcript)));
            }
            if (response.stopReason().equals("end_turn")) {
                return new LoopResult(lastText, "end_turn", turn, transcript);
            }
            transcript.add(new Message(Message.USER, "(continue)"));
        }
        return new LoopResult(lastText, "max_turns", settings.maxTurns(), transcript);
    }
}
