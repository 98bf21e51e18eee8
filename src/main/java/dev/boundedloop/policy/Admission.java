package dev.boundedloop.policy;

/** The answer of an {@link AdmissionPolicy}. */
public enum Admission {
    /** The next model attempt may start. */
    CALL,
    /** Refused: the call-count limit is reached. This is checked before the cost. */
    MODEL_CALL_LIMIT,
    /** Refused: the next attempt would take the exposure above the budget. */
    MODEL_COST_LIMIT
}
