package dev.boundedloop.loop;

import java.util.List;
import java.util.Objects;

/**
 * An immutable snapshot of the run after one model call returned a turn and the loop handled it.
 *
 * @param modelCall the 1-based number of the attempt that returned the turn
 * @param response the turn the model returned, whether or not the loop accepted it
 * @param transcript the transcript at that moment, including any observations of the turn
 * @param toolCalls tool invocations made so far
 * @param estimatedCostCents exposure charged so far
 */
public record StepEvent(
        int modelCall, ModelTurn response, List<Message> transcript, int toolCalls, long estimatedCostCents) {

    public StepEvent {
        Objects.requireNonNull(response, "response must not be null");
        transcript = List.copyOf(transcript);
    }
}
