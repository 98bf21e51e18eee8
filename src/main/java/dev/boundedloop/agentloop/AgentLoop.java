package dev.boundedloop.agentloop;

/**
 * The agent loop of lesson 1: call the model, append its answer, tell the observer, stop on
 * {@code end_turn} or at the turn cap.
 *
 * <p>Your implementation must be a public class with a public no-argument constructor. The grader
 * creates a fresh instance for every case. One run goes like this:
 * <ol>
 *   <li>The transcript starts with a system message when {@link LoopSettings#system()} is neither
 *       {@code null} nor empty, then the user's prompt as a user message.
 *   <li>For each turn 1, 2, ... up to {@link LoopSettings#maxTurns()}: call the model with the
 *       transcript; append its text as an assistant message; if there is an observer, give it a
 *       {@link StepEvent} with this turn, the response and a snapshot of the transcript; if the
 *       stop reason is exactly {@code end_turn}, return (stop reason {@code end_turn}, turns = this
 *       turn); otherwise append the user message {@value #CONTINUE_NUDGE} and go on.
 *   <li>When the cap is reached, return stop reason {@code max_turns}, turns = the cap, and the
 *       last response's text ({@code ""} if the cap is 0). The transcript then ends with the last
 *       nudge.
 * </ol>
 * A {@link ModelException} from the model propagates to the caller unchanged.
 *
 * <p>While you are still working, throw {@link UnsupportedOperationException} and the grader
 * reports the affected cases as NEEDS_WORK instead of errors.
 */
public interface AgentLoop {

    /** The user message that keeps the transcript alternating between two assistant turns. */
    String CONTINUE_NUDGE = "(continue)";

    /**
     * Runs the loop once.
     *
     * @param settings the model, the turn cap, the system prompt and the observer
     * @param userPrompt the user's prompt, never {@code null}
     * @return how the run ended, never {@code null}
     */
    LoopResult run(LoopSettings settings, String userPrompt);
}
