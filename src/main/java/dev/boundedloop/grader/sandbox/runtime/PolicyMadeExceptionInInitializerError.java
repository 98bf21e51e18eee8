package dev.boundedloop.grader.sandbox.runtime;

/** An {@link ExceptionInInitializerError} that learner code constructed itself; see {@link PolicyMade}. */
public final class PolicyMadeExceptionInInitializerError extends ExceptionInInitializerError implements PolicyMade {

    public PolicyMadeExceptionInInitializerError() {
        super();
    }

    public PolicyMadeExceptionInInitializerError(String message) {
        super(message);
    }

    public PolicyMadeExceptionInInitializerError(Throwable cause) {
        super(cause);
    }
}
