package dev.boundedloop.loop;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The one seam between the loop and a language model, scripted or live. The loop cannot tell
 * implementations apart.
 */
public interface Model {

    /**
     * Produces the next assistant turn.
     *
     * @param transcript an immutable copy of the conversation so far
     * @param schemas the tools the model may request, in the OpenAI function envelope
     * @param timeout the time left in the run; an implementation should give up by then
     * @param maxOutputTokens the most output tokens this turn may use
     * @return the turn, never {@code null}
     * @throws ModelError when the provider fails, times out or cannot be reached
     */
    ModelTurn complete(List<Message> transcript, List<Map<String, Object>> schemas, Duration timeout,
            int maxOutputTokens) throws ModelError;
}
