package dev.boundedloop.grader.kinds.agentloop;

/**
 * What a suite author states an agent-loop case ends with, so a reader of the case file sees the
 * behaviour it pins without running anything. Every field may be left out. Grading holds a run to
 * the reference's run and to these, so a declaration that contradicts the reference makes even the
 * correct catalogue lose points, and {@code suite-check} says so.
 *
 * @param stopReason the result's stop reason
 * @param turns the result's turn count
 * @param modelCalls how many times the model was called
 * @param finalText the result's final text
 * @param messages how many messages the result's transcript holds
 * @param modelFailure whether the run ends with the model's exception propagating
 */
public record AgentLoopDeclared(String stopReason, Integer turns, Integer modelCalls, String finalText,
        Integer messages, Boolean modelFailure) {

    public static final AgentLoopDeclared NOTHING = new AgentLoopDeclared(null, null, null, null, null, null);
}
