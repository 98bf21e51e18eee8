package dev.boundedloop.loop;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Transcripts in the course's (and OpenAI's) JSON shape:
 * <ul>
 *   <li>{@code {"role","content"}} for system, user and a final assistant message;
 *   <li>an assistant message with requests adds {@code "tool_calls":[{"id","type":"function",
 *       "function":{"name","arguments"}}]}, where arguments is JSON text with sorted keys;
 *   <li>{@code {"role":"tool","tool_call_id","content"}} for an observation.
 * </ul>
 */
public final class TranscriptJson {

    private TranscriptJson() {}

    /** The transcript as immutable JSON values, one map per message. */
    public static List<Map<String, Object>> toJson(List<Message> messages) {
        List<Map<String, Object>> json = new ArrayList<>(messages.size());
        for (Message message : messages) {
            json.add(toJson(message));
        }
        return Collections.unmodifiableList(json);
    }

    /** The transcript as compact JSON text with sorted keys: the bytes the context limit counts. */
    public static String toJsonString(List<Message> messages) {
        return Json.write(toJson(messages));
    }

    static Map<String, Object> toJson(Message message) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("role", message.role());
        if (Message.TOOL.equals(message.role())) {
            json.put("tool_call_id", message.toolCallId());
        }
        json.put("content", message.content());
        if (!message.toolCalls().isEmpty()) {
            List<Object> calls = new ArrayList<>();
            for (ToolCall call : message.toolCalls()) {
                calls.add(Map.of(
                        "id", call.id(),
                        "type", "function",
                        "function", Map.of("name", call.name(), "arguments", Json.write(call.arguments()))));
            }
            json.put("tool_calls", Collections.unmodifiableList(calls));
        }
        // Built here from strings and immutable maps, so a read-only view is as safe as a deep copy.
        return Collections.unmodifiableMap(json);
    }
}
