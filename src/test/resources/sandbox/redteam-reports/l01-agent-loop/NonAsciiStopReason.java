// expect: FAILS cut
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** A stop reason of two million accented letters: each one takes six bytes as a JSON escape. */
public class NonAsciiStopReason implements AgentLoop {

    private static LoopResult finish(LoopResult result) {
        return new LoopResult(result.finalText(), "\u00e9".repeat(2_000_000), result.turns(), result.transcript());
    }

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        ModelResponse last = null;
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            last = settings.model().complete(transcript);
            transcript.add(Message.assistant(last.text()));
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, last, new ArrayList<>(transcript)));
            }
            if (StopReasons.END_TURN.equals(last.stopReason())) {
                return finish(new LoopResult(last.text(), StopReasons.END_TURN, turn, transcript));
            }
            transcript.add(Message.user(CONTINUE_NUDGE));
        }
        return finish(new LoopResult(last == null ? "" : last.text(), StopReasons.MAX_TURNS, settings.maxTurns(), transcript));
    }
}
