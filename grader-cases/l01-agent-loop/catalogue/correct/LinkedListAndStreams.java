// expect: full
import dev.boundedloop.agentloop.*;
import java.util.LinkedList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** A linked list, an Optional for the system prompt, and stream-made snapshots. */
public class LinkedListAndStreams implements AgentLoop {

    private record Outcome(String text, String reason, int turns) {}

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        LinkedList<Message> transcript = new LinkedList<>();
        Optional.ofNullable(settings.system()).filter(s -> !s.isEmpty()).map(Message::system).ifPresent(transcript::add);
        transcript.addLast(Message.user(userPrompt));
        Outcome outcome = new Outcome("", StopReasons.MAX_TURNS, settings.maxTurns());
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            ModelResponse response = settings.model().complete(transcript);
            transcript.addLast(Message.assistant(response.text()));
            if (settings.onStep() != null) {
                List<Message> snapshot = transcript.stream().collect(Collectors.toList());
                settings.onStep().onStep(new StepEvent(turn, response, snapshot));
            }
            if (response.stopReason().equals(StopReasons.END_TURN)) {
                outcome = new Outcome(response.text(), StopReasons.END_TURN, turn);
                break;
            }
            transcript.addLast(Message.user(CONTINUE_NUDGE));
            outcome = new Outcome(response.text(), StopReasons.MAX_TURNS, settings.maxTurns());
        }
        return new LoopResult(outcome.text(), outcome.reason(), outcome.turns(), transcript);
    }
}
