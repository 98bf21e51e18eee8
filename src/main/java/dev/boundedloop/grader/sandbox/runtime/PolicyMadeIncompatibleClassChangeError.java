package dev.boundedloop.grader.sandbox.runtime;

/** A {@link IncompatibleClassChangeError} that learner code constructed itself; see {@link PolicyMade}. */
public final class PolicyMadeIncompatibleClassChangeError extends IncompatibleClassChangeError implements PolicyMade {

    public PolicyMadeIncompatibleClassChangeError() {
        super();
    }

    public PolicyMadeIncompatibleClassChangeError(String message) {
        super(message);
    }
}
