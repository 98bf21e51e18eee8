// expect: full
import dev.boundedloop.agentloop.*;
import java.util.ArrayList;
import java.util.List;

/** A helper class owns the transcript; a switch on the stop reason decides. */
public class HelperClassAndSwitch implements AgentLoop {

    static final class Transcript {
        private final List<Message> messages = new ArrayList<>();

        void say(String role, String content) {
            messages.add(new Message(role, content));
        }

        List<Message> live() {
            return messages;
        }

        List<Message> snapshot() {
            return new ArrayList<>(messages);
        }
    }

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        Transcript transcript = new Transcript();
        String system = settings.system() == null ? "" : settings.system();
        if (!system.isEmpty()) {
            transcript.say(Message.SYSTEM, system);
        }
        transcript.say(Message.USER, userPrompt);
        String text = "";
        for (int turn = 1; turn <= settings.maxTurns(); turn++) {
            ModelResponse response = settings.model().complete(transcript.live());
            text = response.text();
            transcript.say(Message.ASSISTANT, text);
            if (settings.onStep() != null) {
                settings.onStep().onStep(new StepEvent(turn, response, transcript.snapshot()));
            }
            switch (response.stopReason()) {
                case "end_turn":
                    return new LoopResult(text, "end_turn", turn, transcript.live());
                default:
                    transcript.say(Message.USER, "(continue)");
            }
        }
        return new LoopResult(text, "max_turns", settings.maxTurns(), transcript.live());
    }
}
