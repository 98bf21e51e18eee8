package dev.boundedloop.grader.kinds.agentloop;

/** Which observer an agent-loop case hands the learner's loop. */
public enum AgentLoopObserver {
    /** No observer: the loop is given {@code null}. */
    NONE,
    /** Records every step, and after the run checks that no snapshot changed after it was handed over. */
    RECORDING,
    /** Records every step, then adds to and removes from the snapshot it was given. */
    MUTATING
}
