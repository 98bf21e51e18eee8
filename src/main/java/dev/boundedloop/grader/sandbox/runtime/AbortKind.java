package dev.boundedloop.grader.sandbox.runtime;

/** Which budget ended a sandbox session. */
public enum AbortKind {
    /** The fuel ran out: a loop or a recursion that would not end in time (verdict TIMEOUT). */
    FUEL,
    /** The allocation budget ran out (verdict MEMORY_LIMIT). */
    MEMORY
}
