package dev.boundedloop.loop;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Runs the tools a model requests, and turns every way a request can go wrong into one of the error
 * codes of {@link ToolOutcome}, so a bad request never throws into the loop. In order:
 * <ol>
 *   <li>{@code tool_not_allowed}: the tool is unknown or not in the allowed set;
 *   <li>{@code invalid_arguments}: the arguments break the tool's strict schema;
 *   <li>{@code write_authority_required}: the tool is consequential and there is no before-write gate;
 *   <li>{@code tool_failed}: the gate refused, or the handler refused, threw or returned a non-JSON value;
 *   <li>{@code result_too_large}: the value's JSON is over the byte cap. The handler has already run
 *       by then, so a side effect it made stands; the cap only protects the transcript.
 * </ol>
 */
public final class Dispatcher {

    /** The default cap on a tool value's JSON, in UTF-8 bytes. */
    public static final int DEFAULT_MAX_RESULT_BYTES = 8192;

    private final Map<String, ExecutableTool> allowedTools;
    private final BeforeWrite beforeWrite;
    private final int maxResultBytes;
    private final ToolSchemas schemas;

    /**
     * @param tools the registered tools; names must be unique
     * @param allowed the names the model may call; a registered tool outside it is refused
     * @param beforeWrite the gate consequential tools pass first, or {@code null} to refuse them all
     */
    public Dispatcher(List<ExecutableTool> tools, Set<String> allowed, BeforeWrite beforeWrite) {
        this(tools, allowed, beforeWrite, DEFAULT_MAX_RESULT_BYTES);
    }

    /** As {@link #Dispatcher(List, Set, BeforeWrite)}, with an explicit cap on a value's JSON bytes. */
    public Dispatcher(List<ExecutableTool> tools, Set<String> allowed, BeforeWrite beforeWrite, int maxResultBytes) {
        if (maxResultBytes < 0) {
            throw new IllegalArgumentException("maxResultBytes must be >= 0, was " + maxResultBytes);
        }
        Set<String> allowedNames = Set.copyOf(allowed);
        Map<String, ExecutableTool> byName = new TreeMap<>();
        for (ExecutableTool tool : tools) {
            if (byName.put(tool.name(), tool) != null) {
                throw new IllegalArgumentException("tool " + tool.name() + " is registered twice");
            }
        }
        byName.keySet().retainAll(allowedNames);
        this.allowedTools = Collections.unmodifiableMap(byName);
        this.beforeWrite = beforeWrite;
        this.maxResultBytes = maxResultBytes;
        this.schemas = ToolSchemas.of(allowedTools.values());
    }

    /**
     * The allowed tools in the OpenAI envelope, sorted by name: {@code {"type":"function","function":
     * {"name","description","parameters"}}}, where parameters is the strict JSON schema.
     */
    public List<Map<String, Object>> schemas() {
        return schemas.envelopes();
    }

    /** The UTF-8 length of {@link #schemas()}' compact JSON, which every model call sends. */
    long schemaBytes() {
        return schemas.bytes();
    }

    /** Runs one request. It never throws for anything the request or the tool does wrong. */
    public ToolOutcome invoke(ToolCall call) {
        ExecutableTool tool = allowedTools.get(call.name());
        if (tool == null) {
            return ToolOutcome.failure(ToolOutcome.TOOL_NOT_ALLOWED);
        }
        if (!tool.arguments().problems(call.arguments()).isEmpty()) {
            return ToolOutcome.failure(ToolOutcome.INVALID_ARGUMENTS);
        }
        if (tool.consequential() && beforeWrite == null) {
            return ToolOutcome.failure(ToolOutcome.WRITE_AUTHORITY_REQUIRED);
        }
        Object value;
        try {
            if (tool.consequential()) {
                beforeWrite.admit(call);
            }
            value = JsonValues.copy(tool.handler().handle(call.arguments()));
        } catch (ToolRefusal | RuntimeException refused) {
            // The model learns only that the tool failed; the reason stays with the gate or the handler.
            return ToolOutcome.failure(ToolOutcome.TOOL_FAILED);
        }
        if (JsonSize.utf8Length(value) > maxResultBytes) {
            return ToolOutcome.failure(ToolOutcome.RESULT_TOO_LARGE);
        }
        return ToolOutcome.success(value);
    }
}
