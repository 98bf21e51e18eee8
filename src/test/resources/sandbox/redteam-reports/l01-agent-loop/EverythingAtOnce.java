// expect: FAILS cut
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Every bulky thing at once in every case: output on both streams, an observer storm, a thousand
 * long messages and huge texts in the result. Its cases outgrow what a case and a report may keep.
 */
public class EverythingAtOnce implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        String line = "\u00fc".repeat(200);
        for (int i = 0; i < 40; i++) {
            System.out.println(line);
            System.err.println(line);
        }
        String big = "\u00df".repeat(500_000);
        List<Message> transcript = new ArrayList<>();
        transcript.add(Message.user(userPrompt));
        ModelResponse last = new ModelResponse("", "");
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            last = settings.model().complete(transcript);
            transcript.add(Message.assistant(last.text()));
            if (settings.onStep() != null) {
                for (int storm = 0; storm < 50; storm++) {
                    settings.onStep().onStep(new StepEvent(turn, new ModelResponse(big, big), new ArrayList<>(transcript)));
                }
            }
            if (StopReasons.END_TURN.equals(last.stopReason())) {
                break;
            }
            transcript.add(Message.user(CONTINUE_NUDGE));
        }
        while (transcript.size() < 1_000) {
            transcript.add(Message.assistant(big));
        }
        return new LoopResult(big, big, settings.maxTurns(), transcript);
    }
}
