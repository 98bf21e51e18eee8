// expect: UNREPRODUCED
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/**
 * The lesson's loop, except that the first result it returns after its hundredth run in the whole
 * grading has a turn count off by one: run again, the same input agrees, because what changed it
 * was state kept in static fields.
 */
public class AgreesOnlyOnReplay implements AgentLoop {

    private static int runs;
    private static boolean erred;

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
        boolean errs = !erred && runs >= 100;
        erred |= errs;
        return new LoopResult(last == null ? "" : last.text(), stop, errs ? turns + 1 : turns, transcript);
    }
}
