// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** The loop as an explicit state machine over an enum. */
public class StateMachine implements AgentLoop {

    private enum State { CALL, OBSERVE, DECIDE, NUDGE, CAPPED, ENDED }

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        List<Message> transcript = new ArrayList<>();
        if (settings.system() != null && !settings.system().isEmpty()) {
            transcript.add(Message.system(settings.system()));
        }
        transcript.add(Message.user(userPrompt));
        int turn = 0;
        ModelResponse response = null;
        State state = settings.maxTurns() == 0 ? State.CAPPED : State.CALL;
        while (state != State.ENDED && state != State.CAPPED) {
            switch (state) {
                case CALL -> {
                    turn++;
                    response = settings.model().complete(transcript);
                    transcript.add(Message.assistant(response.text()));
                    state = State.OBSERVE;
                }
                case OBSERVE -> {
                    if (settings.onStep() != null) {
                        settings.onStep().onStep(new StepEvent(turn, response, List.copyOf(transcript)));
                    }
                    state = State.DECIDE;
                }
                case DECIDE -> state = StopReasons.END_TURN.equals(response.stopReason()) ? State.ENDED : State.NUDGE;
                case NUDGE -> {
                    transcript.add(Message.user(AgentLoop.CONTINUE_NUDGE));
                    state = turn == settings.maxTurns() ? State.CAPPED : State.CALL;
                }
                default -> throw new IllegalStateException(state.name());
            }
        }
        String text = response == null ? "" : response.text();
        return state == State.ENDED
                ? new LoopResult(text, StopReasons.END_TURN, turn, transcript)
                : new LoopResult(text, StopReasons.MAX_TURNS, settings.maxTurns(), transcript);
    }
}
