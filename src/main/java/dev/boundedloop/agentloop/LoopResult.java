package dev.boundedloop.agentloop;

import java.util.List;

/**
 * How a run ended.
 *
 * @param finalText the text of the last model response, or {@code ""} when no call was made
 * @param stopReason {@link StopReasons#END_TURN} when the model stopped the run, otherwise
 *     {@link StopReasons#MAX_TURNS}
 * @param turns the model calls made
 * @param transcript the whole transcript of the run
 */
public record LoopResult(String finalText, String stopReason, int turns, List<Message> transcript) {}
