package dev.boundedloop.loop;

import java.util.Map;
import java.util.Objects;

/**
 * A tool request written into a script.
 *
 * @param id the call id, or {@code null} for the default {@code scripted-<turn>-call-<n>}
 * @param name the tool's name
 * @param arguments the JSON arguments; {@code null} means none
 */
public record ScriptedCall(String id, String name, Map<String, Object> arguments) {

    public ScriptedCall {
        Objects.requireNonNull(name, "name must not be null");
        arguments = arguments == null ? Map.of() : JsonValues.copyObject(arguments);
    }

    /** A request with the default id. */
    public static ScriptedCall of(String name, Map<String, Object> arguments) {
        return new ScriptedCall(null, name, arguments);
    }

    /** A request with an explicit id, as in the notebook's opening turns. */
    public static ScriptedCall withId(String id, String name, Map<String, Object> arguments) {
        return new ScriptedCall(Objects.requireNonNull(id, "id must not be null"), name, arguments);
    }
}
