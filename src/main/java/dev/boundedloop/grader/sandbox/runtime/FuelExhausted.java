package dev.boundedloop.grader.sandbox.runtime;

/** The session's fuel is gone; the verdict is TIMEOUT. */
public final class FuelExhausted extends SandboxAbort {

    private static final long serialVersionUID = 1L;

    FuelExhausted(String message) {
        super(message, AbortKind.FUEL);
    }
}
