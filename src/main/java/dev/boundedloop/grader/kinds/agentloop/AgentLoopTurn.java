package dev.boundedloop.grader.kinds.agentloop;

import java.util.Objects;

/**
 * One scripted model call of an agent-loop case: a response (text and stop reason), or, when
 * {@code failure} is set, a model that throws with that message.
 */
public record AgentLoopTurn(String text, String stopReason, String failure) {

    public AgentLoopTurn {
        if (failure == null) {
            Objects.requireNonNull(text, "a scripted response needs text");
            Objects.requireNonNull(stopReason, "a scripted response needs a stop reason");
        } else if (text != null || stopReason != null) {
            throw new IllegalArgumentException("a scripted turn either fails or responds, not both");
        }
    }

    public static AgentLoopTurn reply(String text, String stopReason) {
        return new AgentLoopTurn(text, stopReason, null);
    }

    public static AgentLoopTurn failing(String message) {
        return new AgentLoopTurn(null, null, message);
    }

    public boolean fails() {
        return failure != null;
    }
}
