package dev.boundedloop.grader.sandbox.runtime;

/** A {@link OutOfMemoryError} that learner code constructed itself; see {@link PolicyMade}. */
public final class PolicyMadeOutOfMemoryError extends OutOfMemoryError implements PolicyMade {

    public PolicyMadeOutOfMemoryError() {
        super();
    }

    public PolicyMadeOutOfMemoryError(String message) {
        super(message);
    }
}
