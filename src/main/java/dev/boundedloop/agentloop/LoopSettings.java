package dev.boundedloop.agentloop;

import java.util.Objects;

/**
 * How one run is set up.
 *
 * @param model the model to call, never {@code null}
 * @param maxTurns the most model calls this run may make; 0 means none at all
 * @param system the system prompt, or {@code null} (or empty) for none
 * @param onStep the observer, or {@code null} for none
 */
public record LoopSettings(Model model, int maxTurns, String system, StepObserver onStep) {

    /** The lesson's default cap. */
    public static final int DEFAULT_MAX_TURNS = 8;

    public LoopSettings {
        Objects.requireNonNull(model, "a loop needs a model");
        if (maxTurns < 0) {
            throw new IllegalArgumentException("maxTurns must not be negative, was " + maxTurns);
        }
    }

    /** No system prompt and no observer. */
    public LoopSettings(Model model, int maxTurns) {
        this(model, maxTurns, null, null);
    }
}
