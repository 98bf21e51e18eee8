package dev.boundedloop.grader.sandbox.runtime;

/** An allocation would exceed the session's byte budget; the verdict is MEMORY_LIMIT. */
public final class MemoryExhausted extends SandboxAbort {

    private static final long serialVersionUID = 1L;

    MemoryExhausted(String message) {
        super(message, AbortKind.MEMORY);
    }
}
