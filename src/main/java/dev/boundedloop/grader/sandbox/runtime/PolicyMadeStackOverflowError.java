package dev.boundedloop.grader.sandbox.runtime;

/** A {@link StackOverflowError} that learner code constructed itself; see {@link PolicyMade}. */
public final class PolicyMadeStackOverflowError extends StackOverflowError implements PolicyMade {

    public PolicyMadeStackOverflowError() {
        super();
    }

    public PolicyMadeStackOverflowError(String message) {
        super(message);
    }
}
