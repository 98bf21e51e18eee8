package dev.boundedloop.grader.sandbox.runtime;

/**
 * Ends learner code when a budget runs out.
 *
 * <p>It is an {@link Error}, so {@code catch (Exception e)} never sees it, and the instrumenter
 * makes every handler in learner code rethrow it before the handler's own code runs. Learner code
 * cannot name this package (the verifier refuses {@code dev.boundedloop.*}), and the constructors
 * are package-private, so only the meter creates aborts. No stack trace and no suppressed
 * exceptions are recorded: an abort is thrown again and again once a budget is gone, and filling
 * a trace deep in a runaway recursion would itself overflow.
 */
public abstract sealed class SandboxAbort extends Error permits FuelExhausted, MemoryExhausted {

    private static final long serialVersionUID = 1L;

    private final AbortKind kind;

    SandboxAbort(String message, AbortKind kind) {
        super(message, null, false, false);
        this.kind = kind;
    }

    public AbortKind kind() {
        return kind;
    }
}
