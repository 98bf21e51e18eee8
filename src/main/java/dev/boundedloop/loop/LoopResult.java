package dev.boundedloop.loop;

import java.util.List;
import java.util.Objects;

/**
 * How a run ended, with the counters that prove it was bounded.
 *
 * @param status why the run ended
 * @param answer the final assistant text when the run ended with a reply (COMPLETED or EMPTY_REPLY),
 *     else empty
 * @param messages the whole transcript, initial messages included
 * @param modelCalls model attempts made, failed ones included
 * @param toolCalls tool invocations made
 * @param outputTokens output tokens the model reported in accepted turns
 * @param estimatedCostCents estimated exposure charged, failed attempts included
 * @param trace what each tool returned, in order: {@link ToolTrace#of} of the messages, kept as the
 *     run went rather than read back from the transcript's JSON
 */
public record LoopResult(
        LoopStatus status,
        String answer,
        List<Message> messages,
        int modelCalls,
        int toolCalls,
        int outputTokens,
        long estimatedCostCents,
        List<TraceStep> trace) {

    public LoopResult {
        Objects.requireNonNull(status, "status must not be null");
        Objects.requireNonNull(answer, "answer must not be null");
        messages = List.copyOf(messages);
        trace = List.copyOf(trace);
    }
}
