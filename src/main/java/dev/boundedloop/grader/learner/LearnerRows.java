package dev.boundedloop.grader.learner;

import dev.boundedloop.grader.storage.SqlTime;
import java.nio.charset.StandardCharsets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Reads the course's tables for one learner; never writes. */
@Repository
class LearnerRows {

    /** The course's window for an assignment, with the learner's extension where one was granted. */
    record Window(Instant opensAt, Instant dueAt, Instant lateUntil, boolean extended, int latePenaltyPercentPerDay,
            Integer submissionsPerHour) {}

    private final JdbcClient jdbc;

    LearnerRows(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    Window window(String assignment, String learner) {
        Window course = jdbc.sql("""
                        SELECT opens_at, due_at, late_until, late_penalty_percent_per_day, submissions_per_hour
                        FROM assignment_settings WHERE assignment = :assignment""")
                .param("assignment", assignment)
                .query((rs, row) -> new Window(SqlTime.read(rs, "opens_at"), SqlTime.read(rs, "due_at"),
                        SqlTime.read(rs, "late_until"), false, rs.getInt("late_penalty_percent_per_day"),
                        rs.getObject("submissions_per_hour", Integer.class)))
                .optional().orElse(new Window(null, null, null, false, 0, null));
        return jdbc.sql("SELECT due_at, late_until FROM extensions WHERE assignment = :assignment AND learner = :learner")
                .param("assignment", assignment).param("learner", learner)
                .query((rs, row) -> new Window(course.opensAt(), SqlTime.read(rs, "due_at"), SqlTime.read(rs, "late_until"),
                        true, course.latePenaltyPercentPerDay(), course.submissionsPerHour()))
                .optional().orElse(course);
    }

    /** The learner's own submissions since {@code from}: their CI tokens' have a quota of their own. */
    int submittedSince(String learner, String assignment, Instant from) {
        return jdbc.sql("""
                        SELECT COUNT(*) FROM submissions
                        WHERE submitter = :learner AND assignment = :assignment AND submitted_at > :from
                          AND submitter_role <> 'CI'""")
                .param("learner", learner).param("assignment", assignment).param("from", SqlTime.of(from))
                .query(Integer.class).single();
    }

    long countSubmissions(String learner, String assignment) {
        return jdbc.sql("SELECT COUNT(*) FROM submissions s WHERE s.submitter = :learner" + assignmentFilter(assignment))
                .param("learner", learner).params(assignmentParam(assignment)).query(Long.class).single();
    }

    List<MySubmission> submissions(String learner, String assignment, int page, int size) {
        return jdbc.sql("""
                        SELECT s.id, s.assignment, s.status, s.score, s.max_score, s.submitted_at, s.finished_at,
                               s.late_days, s.late_penalty_percent, o.score AS override_score, r.state AS review_state
                        FROM submissions s
                        LEFT JOIN score_overrides o ON o.submission_id = s.id
                        LEFT JOIN reviews r ON r.submission_id = s.id
                        WHERE s.submitter = :learner""" + assignmentFilter(assignment) + """

                        ORDER BY s.submitted_at DESC, s.id
                        LIMIT :size OFFSET :offset""")
                .param("learner", learner).params(assignmentParam(assignment))
                .param("size", size).param("offset", page * size)
                .query(LearnerRows::submission).list();
    }

    Optional<WhatISent> sent(UUID id, String learner) {
        record Row(String source, String notes, String state, String reviewer, Instant reviewedAt) {}
        return jdbc.sql("""
                        SELECT s.source, s.notes, r.state, r.reviewer, r.reviewed_at
                        FROM submissions s LEFT JOIN reviews r ON r.submission_id = s.id
                        WHERE s.id = :id AND s.submitter = :learner""")
                .param("id", id).param("learner", learner)
                .query((rs, row) -> new Row(new String(rs.getBytes("source"), StandardCharsets.UTF_8),
                        rs.getString("notes"), rs.getString("state"), rs.getString("reviewer"),
                        SqlTime.read(rs, "reviewed_at")))
                .optional()
                // The thread is read once the row is, not from inside its result set.
                .map(r -> new WhatISent(id, r.source(), r.notes(),
                        r.state() == null ? null : review(id, r.state(), r.reviewer(), r.reviewedAt())));
    }

    private WhatISent.Review review(UUID id, String state, String reviewer, Instant reviewedAt) {
        List<WhatISent.Comment> thread = jdbc.sql("""
                        SELECT author, written_at, body FROM review_comments WHERE submission_id = :id ORDER BY id""")
                .param("id", id)
                .query((rs, row) -> new WhatISent.Comment(rs.getString("author"), SqlTime.read(rs, "written_at"),
                        rs.getString("body")))
                .list();
        return new WhatISent.Review(state, reviewer, thread.isEmpty() ? null : thread.get(thread.size() - 1).text(),
                reviewedAt, thread);
    }

    private static String assignmentFilter(String assignment) {
        return assignment == null ? "" : " AND s.assignment = :assignment";
    }

    private static java.util.Map<String, Object> assignmentParam(String assignment) {
        return assignment == null ? java.util.Map.of() : java.util.Map.of("assignment", assignment);
    }

    private static MySubmission submission(ResultSet rs, int row) throws SQLException {
        Integer score = rs.getObject("score", Integer.class);
        Integer lateDays = rs.getObject("late_days", Integer.class);
        int penalty = rs.getObject("late_penalty_percent", Integer.class) == null ? 0 : rs.getInt("late_penalty_percent");
        Integer afterPenalty = score == null ? null : Math.max(0, score - (int) Math.round(score * penalty / 100.0));
        MySubmission.Late late = lateDays == null || lateDays <= 0 ? null
                : new MySubmission.Late(lateDays, penalty, afterPenalty);
        Integer override = rs.getObject("override_score", Integer.class);
        return new MySubmission(rs.getObject("id", UUID.class), rs.getString("assignment"), rs.getString("status"),
                score, rs.getObject("max_score", Integer.class), SqlTime.read(rs, "submitted_at"),
                SqlTime.read(rs, "finished_at"), late, override != null ? override : afterPenalty, override != null,
                "REVIEWED".equals(rs.getString("review_state")));
    }
}
