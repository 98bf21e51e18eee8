package dev.boundedloop.grader.sandbox.runtime;

/**
 * Thrown into learner code where it is about to use a value that differs from run to run (an
 * identity hash, or text made from one), so the verdict cannot depend on the run. A learner sees it
 * as an ERROR whose message says why and what to use instead; not an UnsupportedOperationException,
 * which the grader reads as an unfinished policy.
 */
public final class NondeterminismRefused extends RuntimeException {

    NondeterminismRefused(String message) {
        super(message);
    }
}
