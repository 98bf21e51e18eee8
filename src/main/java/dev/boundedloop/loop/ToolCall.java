package dev.boundedloop.loop;

import java.util.Map;
import java.util.Objects;

/**
 * A model's request to run one tool.
 *
 * @param id the identifier the tool observation repeats, so a reader can pair request and result
 * @param name the tool's name
 * @param arguments the JSON arguments, deep-copied to an immutable map (see the package's JSON values:
 *     Map, List, String, Integer, Long, Double, Boolean and null)
 */
public record ToolCall(String id, String name, Map<String, Object> arguments) {

    /** Copies the arguments deeply, so neither the model nor a tool can change a recorded request. */
    public ToolCall {
        Objects.requireNonNull(id, "id must not be null");
        Objects.requireNonNull(name, "name must not be null");
        Objects.requireNonNull(arguments, "arguments must not be null");
        arguments = JsonValues.copyObject(arguments);
    }
}
