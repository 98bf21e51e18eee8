// expect: FAILS
import dev.boundedloop.agentloop.*;
import java.util.List;

/** Throws a ModelException of its own whose message never ends: the grader must not ask for it. */
public class HostileModelException implements AgentLoop {

    static final class Endless extends ModelException {
        Endless() {
            super("endless");
        }

        @Override
        public String getMessage() {
            StringBuilder text = new StringBuilder();
            while (true) {
                text.append("again ");
            }
        }
    }

    @Override
    public LoopResult run(LoopSettings settings, String userPrompt) {
        settings.model().complete(List.of(Message.user(userPrompt)));
        throw new Endless();
    }
}
