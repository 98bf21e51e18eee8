package dev.boundedloop.grader.kinds.accounting;

import java.util.List;
import java.util.Objects;

/**
 * One scripted provider attempt of an accounting run: a failure, or a reply asking for tools (none
 * is a final answer).
 *
 * @param failure the failure's message, or {@code null} for a reply
 * @param tools the tool calls the reply asks for, in order; empty for a failure or a final answer
 */
public record AccountingTurn(String failure, List<String> tools) {

    /** Tool calls one scripted reply may ask for; the learner API allows more, the course never needs them. */
    public static final int MAX_TOOLS = 8;

    public AccountingTurn {
        tools = List.copyOf(Objects.requireNonNull(tools, "a turn has a list of tools, possibly empty"));
        if (failure != null && !tools.isEmpty()) {
            throw new IllegalArgumentException("a failing attempt asks for no tools");
        }
        if (tools.size() > MAX_TOOLS) {
            throw new IllegalArgumentException("a reply asks for at most " + MAX_TOOLS + " tools, this one " + tools.size());
        }
        for (String tool : tools) {
            if (tool == null || tool.isBlank()) {
                throw new IllegalArgumentException("a tool call needs a name");
            }
        }
    }

    public static AccountingTurn fail(String message) {
        return new AccountingTurn(message, List.of());
    }

    public static AccountingTurn reply(List<String> tools) {
        return new AccountingTurn(null, tools);
    }

    public static AccountingTurn answer() {
        return new AccountingTurn(null, List.of());
    }

    public boolean fails() {
        return failure != null;
    }

    /** The turn as a suite author writes it. */
    public Object describe() {
        if (fails()) {
            return java.util.Map.of("fail", failure);
        }
        return tools.isEmpty() ? java.util.Map.of("answer", "final answer") : java.util.Map.of("tools", tools);
    }
}
