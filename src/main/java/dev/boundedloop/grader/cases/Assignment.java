package dev.boundedloop.grader.cases;

import java.util.Objects;

/**
 * An assignment's settings from {@code assignment.json}.
 *
 * @param fuelPerCase metered work one case may do before it is a TIMEOUT
 * @param memoryBytesPerCase array bytes one case may allocate before it is a MEMORY_LIMIT
 * @param learnerApi what learners compile against and implement, and the kinds of the suite's cases
 */
public record Assignment(
        String id, String title, String version, String starterFile, String hiddenFeedback,
        long fuelPerCase, long memoryBytesPerCase, LearnerApi learnerApi) {

    public Assignment {
        Objects.requireNonNull(id, "assignment.json has no id");
        Objects.requireNonNull(title, () -> "assignment " + id + " has no title");
        Objects.requireNonNull(version, () -> "assignment " + id + " has no version");
        Objects.requireNonNull(starterFile, () -> "assignment " + id + " names no starter file");
        Objects.requireNonNull(learnerApi, () -> "assignment " + id + " has no learner API");
        if (fuelPerCase <= 0 || memoryBytesPerCase <= 0) {
            throw new IllegalArgumentException("assignment " + id + " needs a positive fuel and memory budget");
        }
    }
}
