// expect: FAILS cut
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Tells the observer of 5,000 steps, each with a snapshot of 1,000 messages: far past what the
 * grader records of a run, and each snapshot a list the grader must copy.
 */
public class ObserverFloodPastTheRecorder implements AgentLoop {

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        transcript.add(Message.user(userPrompt));
        ModelResponse last = settings.maxTurns() > 0 ? settings.model().complete(transcript) : new ModelResponse("", "");
        transcript.add(Message.assistant(last.text()));
        List<Message> snapshot = new ArrayList<>(Collections.nCopies(1_000, Message.assistant("echo ".repeat(200))));
        if (settings.onStep() != null) {
            for (int step = 1; step <= 5_000; step++) {
                settings.onStep().onStep(new StepEvent(step, last, snapshot));
            }
        }
        return new LoopResult(last.text(), StopReasons.END_TURN, 1, transcript);
    }
}
