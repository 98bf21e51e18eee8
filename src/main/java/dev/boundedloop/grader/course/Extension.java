package dev.boundedloop.grader.course;

import java.time.Instant;

/** One learner's own due time, and closing time for late work, on one assignment. */
public record Extension(String assignment, String learner, Instant dueAt, Instant lateUntil, String grantedBy,
        Instant grantedAt) {

    /** The body of a PUT: the two times. */
    public record Times(Instant dueAt, Instant lateUntil) {

        void validate() {
            if (dueAt == null) {
                throw AssignmentSettings.field("dueAt", "is required for an extension");
            }
            if (lateUntil != null && lateUntil.isBefore(dueAt)) {
                throw AssignmentSettings.field("lateUntil", "must not be before dueAt (" + dueAt + "), got " + lateUntil);
            }
        }
    }
}
