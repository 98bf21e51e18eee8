package dev.boundedloop.loop;

import java.util.List;
import java.util.Objects;

/**
 * One reply of a {@link Model}.
 *
 * @param content the assistant's text; empty when it only requests tools
 * @param calls the tool requests, in order; empty for a final answer
 * @param outputTokens the output tokens the provider reports; deliberately not validated here, so the
 *     loop can report a provider that misreports usage as INVALID_USAGE
 */
public record ModelTurn(String content, List<ToolCall> calls, int outputTokens) {

    public ModelTurn {
        Objects.requireNonNull(content, "content must not be null");
        calls = List.copyOf(calls);
    }

    /** A final answer without tool requests. */
    public static ModelTurn answer(String content, int outputTokens) {
        return new ModelTurn(content, List.of(), outputTokens);
    }
}
