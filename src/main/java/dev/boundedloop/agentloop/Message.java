package dev.boundedloop.agentloop;

import java.util.Objects;

/**
 * One entry of a transcript: who said it and what was said. Immutable, so a message shared between
 * the loop, the model and an observer cannot be changed by any of them.
 *
 * <p>Roles are the strings OpenAI uses ({@value #SYSTEM}, {@value #USER}, {@value #ASSISTANT}), so
 * a real provider needs no translation later in the course.
 *
 * @param role one of {@link #SYSTEM}, {@link #USER} or {@link #ASSISTANT}
 * @param content the text, never {@code null}
 */
public record Message(String role, String content) {

    public static final String SYSTEM = "system";
    public static final String USER = "user";
    public static final String ASSISTANT = "assistant";

    public Message {
        Objects.requireNonNull(role, "a message needs a role");
        Objects.requireNonNull(content, "a message needs content (use \"\" for none)");
        if (!role.equals(SYSTEM) && !role.equals(USER) && !role.equals(ASSISTANT)) {
            throw new IllegalArgumentException("a message's role is system, user or assistant");
        }
    }

    public static Message system(String content) {
        return new Message(SYSTEM, content);
    }

    public static Message user(String content) {
        return new Message(USER, content);
    }

    public static Message assistant(String content) {
        return new Message(ASSISTANT, content);
    }
}
