package dev.boundedloop.loop;

/** Why a loop run ended. Terminal means the run stopped, not that every requested action succeeded. */
public enum LoopStatus {
    /** The model answered without requesting tools. */
    COMPLETED,
    /** The model answered with neither tool requests nor text. */
    EMPTY_REPLY,
    /** The policy refused the next attempt: the call limit. */
    MODEL_CALL_LIMIT,
    /** The policy refused the next attempt: the cost budget. */
    MODEL_COST_LIMIT,
    /** A turn requested more tool calls than the run has left; none of them ran. */
    TOOL_LIMIT,
    /** No output tokens are left for another attempt. */
    TOKEN_LIMIT,
    /** The run's time is up. */
    TIME_LIMIT,
    /** The transcript and schemas no longer fit the context. */
    CONTEXT_LIMIT,
    /** The caller asked the run to stop. */
    STOP_REQUESTED,
    /** The model failed: a provider error, a timeout, an I/O failure or an exhausted script. */
    MODEL_FAILED,
    /** The model reported output tokens outside 0 to what it was allowed. */
    INVALID_USAGE,
    /** A call id repeated one in the same turn or an earlier turn. */
    REPEATED_CALL_ID,
    /**
     * The policy admitted an attempt past the call limit, and the loop's own ceiling ended the run. A
     * correct policy never reaches this; it is never a correct stop.
     */
    BACKSTOP
}
