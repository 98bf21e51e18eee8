package dev.boundedloop.agentloop;

import java.util.Objects;

/**
 * What one model call returns.
 *
 * @param text the assistant's text, never {@code null}
 * @param stopReason the model's own signal: {@link StopReasons#END_TURN} means it is done; any
 *     other value, known or not, means keep going. Never {@code null}.
 */
public record ModelResponse(String text, String stopReason) {

    public ModelResponse {
        Objects.requireNonNull(text, "a model response needs text");
        Objects.requireNonNull(stopReason, "a model response needs a stop reason");
    }
}
