// expect: UNREPRODUCED
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/**
 * The lesson's loop, except on the hundredth run in the whole grading, whose turn count is off by
 * one: run again, the same input agrees, because what changed it was a count kept in a static field.
 */
public class AgreesOnlyOnReplay implements AgentLoop {

    private static int runs;

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        runs++;
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        ModelResponse last = null;
        int turns = settings.maxTurns();
        String stop = StopReasons.MAX_TURNS;
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            last = settings.model().complete(transcript);
            transcript.add(Message.assistant(last.text()));
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, last, new ArrayList<>(transcript)));
            }
            if (StopReasons.END_TURN.equals(last.stopReason())) {
                turns = turn;
                stop = StopReasons.END_TURN;
                break;
            }
            transcript.add(Message.user(CONTINUE_NUDGE));
        }
        return new LoopResult(last == null ? "" : last.text(), stop, runs == 100 ? turns + 1 : turns, transcript);
    }
}
