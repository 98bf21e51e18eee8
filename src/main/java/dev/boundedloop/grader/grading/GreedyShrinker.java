package dev.boundedloop.grader.grading;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Shrinks a failing input: take the first smaller candidate that still fails, and repeat until
 * none does, within a bounded number of steps.
 */
public final class GreedyShrinker {

    private GreedyShrinker() {}

    public record Shrunk<T>(T value, int steps) {}

    public static <T> Shrunk<T> shrink(T failing, Function<T, List<T>> smallerCandidates, Predicate<T> stillFails,
            int maxSteps) {
        T current = failing;
        int steps = 0;
        boolean improved = true;
        while (improved && steps < maxSteps) {
            improved = false;
            for (T candidate : smallerCandidates.apply(current)) {
                if (stillFails.test(candidate)) {
                    current = candidate;
                    steps++;
                    improved = true;
                    break;
                }
            }
        }
        return new Shrunk<>(current, steps);
    }
}
