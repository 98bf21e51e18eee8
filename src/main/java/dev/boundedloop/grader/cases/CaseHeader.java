package dev.boundedloop.grader.cases;

import java.util.Objects;

/** What every case has, whatever its kind. */
public record CaseHeader(String id, String name, Category category, Visibility visibility, int points) {

    public CaseHeader {
        requireText("id", id);
        requireText("name", name);
        Objects.requireNonNull(category, () -> "case " + id + " has no category");
        Objects.requireNonNull(visibility, () -> "case " + id + " has no visibility");
        if (points <= 0) {
            throw new IllegalArgumentException("case " + id + " must carry positive points, has " + points);
        }
    }

    private static void requireText(String field, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("a case has no " + field);
        }
    }
}
