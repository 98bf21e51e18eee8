package dev.boundedloop.grader.course;

import dev.boundedloop.grader.problems.GraderProblem;
import java.time.Instant;

/**
 * An assignment's course policy. Times are instants or null (no limit).
 *
 * @param latePenaltyPercentPerDay taken off the score per started day after {@code dueAt}, 0 to 100
 * @param submissionsPerHour per learner, in any sliding hour; null for unlimited
 */
public record AssignmentSettings(Instant opensAt, Instant dueAt, Instant lateUntil, Integer latePenaltyPercentPerDay,
        Integer submissionsPerHour, HiddenResults hiddenResults, FinalSubmission finalSubmission) {

    public static final AssignmentSettings DEFAULTS = new AssignmentSettings(null, null, null, 0, null,
            HiddenResults.OUTCOMES, FinalSubmission.LATEST);
    static final int MAX_SUBMISSIONS_PER_HOUR = 10_000;

    /** Fields left out take their defaults. */
    public AssignmentSettings {
        latePenaltyPercentPerDay = latePenaltyPercentPerDay == null ? 0 : latePenaltyPercentPerDay;
        hiddenResults = hiddenResults == null ? HiddenResults.OUTCOMES : hiddenResults;
        finalSubmission = finalSubmission == null ? FinalSubmission.LATEST : finalSubmission;
    }

    /** Each problem names its field, so an instructor knows what to change. */
    void validate() {
        if (latePenaltyPercentPerDay < 0 || latePenaltyPercentPerDay > 100) {
            throw field("latePenaltyPercentPerDay", "must be 0 to 100, got " + latePenaltyPercentPerDay);
        }
        if (submissionsPerHour != null && (submissionsPerHour < 1 || submissionsPerHour > MAX_SUBMISSIONS_PER_HOUR)) {
            throw field("submissionsPerHour", "must be 1 to " + MAX_SUBMISSIONS_PER_HOUR
                    + ", or null for unlimited; got " + submissionsPerHour);
        }
        if (opensAt != null && dueAt != null && !opensAt.isBefore(dueAt)) {
            throw field("dueAt", "must be after opensAt (" + opensAt + "), got " + dueAt);
        }
        if (lateUntil != null && dueAt == null) {
            throw field("lateUntil", "needs a dueAt: late work is work after the due time");
        }
        if (lateUntil != null && lateUntil.isBefore(dueAt)) {
            throw field("lateUntil", "must not be before dueAt (" + dueAt + "), got " + lateUntil);
        }
        if (hiddenResults == HiddenResults.AFTER_DUE && dueAt == null) {
            throw field("hiddenResults", "AFTER_DUE needs a dueAt, or learners would never see the hidden cases");
        }
    }

    static GraderProblem field(String field, String problem) {
        GraderProblem invalid = GraderProblem.badRequest("'" + field + "' " + problem);
        invalid.with("field", field);
        return invalid;
    }
}
