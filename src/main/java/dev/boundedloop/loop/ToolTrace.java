package dev.boundedloop.loop;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The course's {@code tool_trace}: what each tool actually returned, read from the transcript rather
 * than from the model's claims about it.
 */
public final class ToolTrace {

    private ToolTrace() {}

    /**
     * Pairs each tool message with the earlier assistant request carrying its id.
     *
     * @throws IllegalArgumentException when a tool message answers no earlier request, or its content
     *     is not a tool outcome: the transcript is not well-formed
     */
    public static List<TraceStep> of(List<Message> messages) {
        Map<String, ToolCall> requests = new HashMap<>();
        List<TraceStep> steps = new ArrayList<>();
        for (Message message : messages) {
            for (ToolCall call : message.toolCalls()) {
                requests.put(call.id(), call);
            }
            if (Message.TOOL.equals(message.role())) {
                ToolCall request = requests.get(message.toolCallId());
                if (request == null) {
                    throw new IllegalArgumentException("tool message " + message.toolCallId() + " answers no request");
                }
                steps.add(step(request, message.content()));
            }
        }
        return List.copyOf(steps);
    }

    private static TraceStep step(ToolCall request, String content) {
        if (!(Json.read(content) instanceof Map<?, ?> outcome) || !(outcome.get("ok") instanceof Boolean ok)) {
            throw new IllegalArgumentException("tool message " + request.id() + " holds no tool outcome");
        }
        Object result = ok ? outcome.get("value") : outcome.get("error");
        return new TraceStep(request.id(), request.name(), request.arguments(), ok, result);
    }
}
