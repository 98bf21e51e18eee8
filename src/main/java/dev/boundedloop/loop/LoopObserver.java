package dev.boundedloop.loop;

/**
 * The loop's one extension point, for tracing, accounting and evaluation. It only watches: an
 * observer that throws is ignored, and it receives immutable snapshots.
 */
@FunctionalInterface
public interface LoopObserver {

    /** Called once for each model call that returned a turn, after the loop has handled the turn. */
    void onStep(StepEvent event);
}
