package dev.boundedloop.accounting;

import java.util.List;
import java.util.Objects;

/**
 * What the provider answered: content, and the tools it asks to run, in order.
 *
 * @param toolCalls tool names; an empty list is a final answer. The list cannot be modified.
 */
public record ProviderReply(String content, List<String> toolCalls) {

    /** More tool calls than any turn needs; the bound keeps the copy below small whatever it is given. */
    public static final int MAX_TOOL_CALLS = 32;

    public ProviderReply {
        Objects.requireNonNull(content, "a reply has content, possibly empty");
        Objects.requireNonNull(toolCalls, "a reply has a list of tool calls, possibly empty");
        if (toolCalls.size() > MAX_TOOL_CALLS) {
            throw new IllegalArgumentException("a reply asks for at most " + MAX_TOOL_CALLS + " tool calls");
        }
        toolCalls = List.copyOf(toolCalls);
        // Again on the copy: a list's size() and its contents are two answers, and only the copy's are final.
        if (toolCalls.size() > MAX_TOOL_CALLS) {
            throw new IllegalArgumentException("a reply asks for at most " + MAX_TOOL_CALLS + " tool calls");
        }
    }
}
