package dev.boundedloop.grader.sandbox.runtime;

/** A {@link NoSuchFieldError} that learner code constructed itself; see {@link PolicyMade}. */
public final class PolicyMadeNoSuchFieldError extends NoSuchFieldError implements PolicyMade {

    public PolicyMadeNoSuchFieldError() {
        super();
    }

    public PolicyMadeNoSuchFieldError(String message) {
        super(message);
    }
}
