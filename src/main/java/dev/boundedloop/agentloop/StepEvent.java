package dev.boundedloop.agentloop;

import java.util.List;

/**
 * What the observer is told after each model call.
 *
 * @param turn the turn just taken, counted from 1
 * @param response what the model returned on this turn
 * @param transcript a snapshot of the transcript right after this turn's assistant message was
 *     appended: a list of its own, which later turns do not change and through which the observer
 *     cannot change the loop's transcript
 */
public record StepEvent(int turn, ModelResponse response, List<Message> transcript) {}
