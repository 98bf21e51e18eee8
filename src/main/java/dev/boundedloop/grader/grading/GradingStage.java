package dev.boundedloop.grader.grading;

/**
 * The stages of one grading, in the order {@link Grader} runs them. A worker posts the stage it is in,
 * so that a supervisor can say where a worker that died was, and whom to blame.
 */
public enum GradingStage {
    COMPILE, VERIFY, INSTRUMENT, LOAD, RUN;

    /** The lower-case name used in timings ({@code compileMicros}) and in messages. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
