package dev.boundedloop.loop;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One transcript entry, in OpenAI's roles: system, user, assistant or tool. Use the factories; the
 * constructor checks that the fields fit the role.
 *
 * @param role {@code system}, {@code user}, {@code assistant} or {@code tool}
 * @param content the text; for a tool message, the JSON of the tool outcome
 * @param toolCalls the tool requests of an assistant message; empty for every other role
 * @param toolCallId the request a tool message answers; {@code null} for every other role
 */
public record Message(String role, String content, List<ToolCall> toolCalls, String toolCallId) {

    public static final String SYSTEM = "system";
    public static final String USER = "user";
    public static final String ASSISTANT = "assistant";
    public static final String TOOL = "tool";

    private static final Set<String> ROLES = Set.of(SYSTEM, USER, ASSISTANT, TOOL);

    public Message {
        Objects.requireNonNull(role, "role must not be null");
        Objects.requireNonNull(content, "content must not be null");
        if (!ROLES.contains(role)) {
            throw new IllegalArgumentException("role must be one of system, user, assistant, tool, was " + role);
        }
        toolCalls = List.copyOf(toolCalls);
        if (!toolCalls.isEmpty() && !ASSISTANT.equals(role)) {
            throw new IllegalArgumentException("only an assistant message carries tool calls, not " + role);
        }
        if (TOOL.equals(role) != (toolCallId != null)) {
            throw new IllegalArgumentException("a tool message, and only a tool message, carries a toolCallId");
        }
    }

    public static Message system(String content) {
        return new Message(SYSTEM, content, List.of(), null);
    }

    public static Message user(String content) {
        return new Message(USER, content, List.of(), null);
    }

    public static Message assistant(String content, List<ToolCall> calls) {
        return new Message(ASSISTANT, content, calls, null);
    }

    public static Message tool(String toolCallId, String content) {
        return new Message(TOOL, content, List.of(), Objects.requireNonNull(toolCallId, "toolCallId"));
    }
}
