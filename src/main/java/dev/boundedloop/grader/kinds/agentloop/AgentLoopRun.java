package dev.boundedloop.grader.kinds.agentloop;

import java.util.List;
import java.util.Objects;

/**
 * The input of one agent-loop run: the loop's settings, the prompt, the scripted model and the
 * observer. The bounds keep every run, the reference's and the learner's, small.
 *
 * @param system the system prompt, or {@code null} for none
 */
public record AgentLoopRun(int maxTurns, String system, String prompt, List<AgentLoopTurn> script,
        AgentLoopObserver observer) {

    public static final int MAX_TURNS_LIMIT = 100;
    public static final int MAX_SCRIPT = 120;

    public AgentLoopRun {
        if (maxTurns < 0 || maxTurns > MAX_TURNS_LIMIT) {
            throw new IllegalArgumentException("maxTurns must be 0.." + MAX_TURNS_LIMIT + ", is " + maxTurns);
        }
        Objects.requireNonNull(prompt, "a run needs a prompt");
        script = List.copyOf(script);
        if (script.size() > MAX_SCRIPT) {
            throw new IllegalArgumentException("a script holds at most " + MAX_SCRIPT + " turns, has " + script.size());
        }
        Objects.requireNonNull(observer, "a run needs an observer kind");
    }

    public AgentLoopRun withScript(List<AgentLoopTurn> turns) {
        return new AgentLoopRun(maxTurns, system, prompt, turns, observer);
    }

    public AgentLoopRun withMaxTurns(int turns) {
        return new AgentLoopRun(turns, system, prompt, script, observer);
    }

    public AgentLoopRun withSystem(String prompt) {
        return new AgentLoopRun(maxTurns, prompt, this.prompt, script, observer);
    }

    public AgentLoopRun withObserver(AgentLoopObserver kind) {
        return new AgentLoopRun(maxTurns, system, prompt, script, kind);
    }
}
