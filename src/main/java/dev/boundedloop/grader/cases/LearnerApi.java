package dev.boundedloop.grader.cases;

import java.util.List;
import java.util.Objects;

/**
 * What learners of an assignment compile against and implement. Each assignment kind brings its
 * own; an assignment names one by id in {@code assignment.json} ({@code "learnerApi"}; absent means
 * {@value #DEFAULT_ID}).
 *
 * @param packageName the package of the API's types; javac sees exactly {@code apiTypes} of it
 * @param implemented the interface the learner's one public top-level class implements
 * @param reference the course's own implementation, trusted code the suites are checked against
 */
public record LearnerApi(String id, String packageName, Class<?> implemented, List<Class<?>> apiTypes,
        Class<?> reference) {

    /** The API of an assignment whose {@code assignment.json} names none: the first course unit's. */
    public static final String DEFAULT_ID = "admission-policy";

    public LearnerApi {
        Objects.requireNonNull(id, "a learner API has an id");
        apiTypes = List.copyOf(apiTypes);
    }
}
