package dev.boundedloop.grader.grading;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * A window onto one grading while it runs. Whoever runs the grading points it at what it can read
 * (a worker's progress board); whoever asks reads it, from any thread.
 */
public final class LiveProgress {

    private volatile Supplier<GradingProgress> source = () -> null;

    public void readFrom(Supplier<GradingProgress> reader) {
        source = reader;
    }

    public Optional<GradingProgress> now() {
        return Optional.ofNullable(source.get());
    }
}
