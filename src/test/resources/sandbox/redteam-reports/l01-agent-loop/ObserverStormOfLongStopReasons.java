// expect: FAILS cut
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** Tells the observer of 200 steps on the first turn, each with a stop reason of 100,000 characters. */
public class ObserverStormOfLongStopReasons implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        String reason = "stop".repeat(25_000);
        ModelResponse last = null;
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            last = settings.model().complete(transcript);
            transcript.add(Message.assistant(last.text()));
            if (settings.onStep() != null) {
                for (int storm = 0; storm < 200; storm++) {
                    settings.onStep().onStep(new StepEvent(turn, new ModelResponse(last.text(), reason), new ArrayList<>(transcript)));
                }
            }
            if (StopReasons.END_TURN.equals(last.stopReason())) {
                return new LoopResult(last.text(), StopReasons.END_TURN, turn, transcript);
            }
            transcript.add(Message.user(CONTINUE_NUDGE));
        }
        return new LoopResult(last == null ? "" : last.text(), StopReasons.MAX_TURNS, settings.maxTurns(), transcript);
    }
}
