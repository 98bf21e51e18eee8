package dev.boundedloop.loop;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The allowed tools in the OpenAI envelope, and their JSON size. A grading builds a fresh dispatcher
 * for every run around the same few tools, so envelopes are shared between dispatchers whose tools
 * have the same names, descriptions and argument schemas.
 */
record ToolSchemas(List<Map<String, Object>> envelopes, long bytes) {

    private record Signature(String name, String description, ArgumentSchema arguments) {}

    private static final int SHARED_LIMIT = 32;
    private static final Map<List<Signature>, ToolSchemas> SHARED = Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<List<Signature>, ToolSchemas> eldest) {
                    return size() > SHARED_LIMIT;
                }
            });

    /** @param tools sorted by name */
    static ToolSchemas of(Collection<ExecutableTool> tools) {
        List<Signature> signature = tools.stream()
                .map(tool -> new Signature(tool.name(), tool.description(), tool.arguments()))
                .toList();
        return SHARED.computeIfAbsent(signature, key -> build(tools));
    }

    private static ToolSchemas build(Collection<ExecutableTool> tools) {
        List<Map<String, Object>> envelopes = new ArrayList<>();
        for (ExecutableTool tool : tools) {
            Map<String, Object> function = new LinkedHashMap<>();
            function.put("name", tool.name());
            function.put("description", tool.description());
            function.put("parameters", tool.arguments().jsonSchema());
            envelopes.add(JsonValues.copyObject(Map.of("type", "function", "function", function)));
        }
        return new ToolSchemas(List.copyOf(envelopes), JsonSize.utf8Length(envelopes));
    }
}
