package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;

/**
 * One case's line in the report. {@code input}, {@code expected} and {@code observed} are plain
 * JSON-shaped values (maps, lists, strings, numbers) so the report serialises without custom code.
 */
public record CaseResult(
        String id, String name, Category category, Visibility visibility, CaseOutcome outcome,
        int points, int maxPoints, Object input, Object expected, Object observed, String message,
        String stdout) {

    /**
     * What a learner may see of a hidden case: id, category, outcome and points. Not its name, which
     * would tell what it tests.
     */
    public CaseResult redacted() {
        if (visibility == Visibility.VISIBLE) {
            return this;
        }
        return new CaseResult(id, null, category, visibility, outcome, points, maxPoints,
                null, null, null, null, null);
    }
}
