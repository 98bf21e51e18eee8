package dev.boundedloop.loop;

import java.util.Objects;

/**
 * A tool the dispatcher can run.
 *
 * @param name the name the model calls it by
 * @param description what the model is told it does
 * @param arguments the strict schema its arguments must satisfy
 * @param handler the business logic
 * @param consequential whether it changes state, so it must pass the dispatcher's before-write gate
 */
public record ExecutableTool(
        String name, String description, ArgumentSchema arguments, ToolHandler handler, boolean consequential) {

    public ExecutableTool {
        Objects.requireNonNull(name, "name must not be null");
        Objects.requireNonNull(description, "description must not be null");
        Objects.requireNonNull(arguments, "arguments must not be null");
        Objects.requireNonNull(handler, "handler must not be null");
    }

    /** A read-only tool. */
    public ExecutableTool(String name, String description, ArgumentSchema arguments, ToolHandler handler) {
        this(name, description, arguments, handler, false);
    }
}
