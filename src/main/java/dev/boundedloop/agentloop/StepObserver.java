package dev.boundedloop.agentloop;

/** The loop's one extension point: called once per model call that returned. */
@FunctionalInterface
public interface StepObserver {

    void onStep(StepEvent event);
}
