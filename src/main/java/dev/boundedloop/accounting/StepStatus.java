package dev.boundedloop.accounting;

/** How one step of the loop ended. The three limits end the run; the loop takes another step otherwise, except after an answer. */
public enum StepStatus {
    /** The provider answered without asking for tools: the run is complete. */
    ANSWERED,
    /** The provider asked for tools; they were admitted, charged and run. */
    TOOLS_RAN,
    /** The admitted, charged attempt failed; the loop may try again. */
    PROVIDER_FAILED,
    /** Refused before the attempt: the call limit is reached. Checked before the cost. */
    CALL_LIMIT,
    /** Refused before the attempt: its estimated cost would exceed the budget. */
    COST_LIMIT,
    /** The attempt was made and charged, but its tool calls would exceed the tool limit; none ran. */
    TOOL_LIMIT
}
