// expect: FAILS
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the first case's model, observer and transcript in static fields and goes on using them in
 * every later case: the grader's per-case model and observer must make that a plain wrong answer.
 */
public class LeaksTheModelAcrossCases implements AgentLoop {
    private static Model firstModel;
    private static StepObserver firstObserver;
    private static final List<Message> EVERY_MESSAGE = new ArrayList<>();

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        if (firstModel == null) {
            firstModel = settings.model();
            firstObserver = settings.onStep();
        }
        EVERY_MESSAGE.add(Message.user(userPrompt));
        String text = "";
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            ModelResponse response;
            try {
                response = firstModel.complete(EVERY_MESSAGE);
            } catch (ModelException e) {
                response = settings.model().complete(EVERY_MESSAGE);
            }
            text = response.text();
            EVERY_MESSAGE.add(Message.assistant(text));
            if (firstObserver != null) {
                firstObserver.onStep(new StepEvent(turn, response, EVERY_MESSAGE));
            }
            if (response.stopReason().equals("end_turn")) {
                return new LoopResult(text, "end_turn", turn, EVERY_MESSAGE);
            }
            EVERY_MESSAGE.add(Message.user("(continue)"));
        }
        return new LoopResult(text, "max_turns", settings.maxTurns(), EVERY_MESSAGE);
    }
}
