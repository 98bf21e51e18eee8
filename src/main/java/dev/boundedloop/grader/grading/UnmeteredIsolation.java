package dev.boundedloop.grader.grading;

import java.util.concurrent.Callable;

/**
 * Runs learner code directly on the calling thread: no fuel, no memory budget, no output capture.
 * This is NOT a sandbox. It exists for trusted code only, such as the project's own catalogue of
 * policies in tests; submissions are graded through the sandbox's metered isolation.
 */
public final class UnmeteredIsolation implements CaseIsolation {

    @Override
    public <T> Isolated<T> run(Budget ignored, Callable<T> learnerCode) {
        try {
            return new Isolated<>(learnerCode.call(), null, "");
        } catch (Throwable thrown) {
            return new Isolated<>(null, LearnerFailure.of(thrown), "");
        }
    }
}
