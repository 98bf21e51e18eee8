package dev.boundedloop.grader.course;

import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.storage.SqlTime;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The assignment_settings and extensions tables. */
@Repository
public class CourseSettingsRows {

    private final JdbcClient jdbc;

    CourseSettingsRows(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    AssignmentSettings settings(String assignment) {
        return jdbc.sql("""
                        SELECT opens_at, due_at, late_until, late_penalty_percent_per_day, submissions_per_hour,
                               hidden_results, final_submission
                        FROM assignment_settings WHERE assignment = :assignment""")
                .param("assignment", assignment)
                .query((rs, row) -> new AssignmentSettings(SqlTime.read(rs, "opens_at"), SqlTime.read(rs, "due_at"),
                        SqlTime.read(rs, "late_until"), rs.getInt("late_penalty_percent_per_day"),
                        rs.getObject("submissions_per_hour", Integer.class),
                        HiddenResults.valueOf(rs.getString("hidden_results")),
                        FinalSubmission.valueOf(rs.getString("final_submission"))))
                .optional().orElse(AssignmentSettings.DEFAULTS);
    }

    void save(String assignment, AssignmentSettings s, String by, Instant at) {
        int updated = jdbc.sql("""
                        UPDATE assignment_settings SET opens_at = :opensAt, due_at = :dueAt, late_until = :lateUntil,
                            late_penalty_percent_per_day = :penalty, submissions_per_hour = :perHour,
                            hidden_results = :hidden, final_submission = :finalSubmission, updated_by = :by,
                            updated_at = :at
                        WHERE assignment = :assignment""")
                .params(params(assignment, s, by, at)).update();
        if (updated == 0) {
            jdbc.sql("""
                            INSERT INTO assignment_settings (assignment, opens_at, due_at, late_until,
                                late_penalty_percent_per_day, submissions_per_hour, hidden_results, final_submission,
                                updated_by, updated_at)
                            VALUES (:assignment, :opensAt, :dueAt, :lateUntil, :penalty, :perHour, :hidden,
                                :finalSubmission, :by, :at)""")
                    .params(params(assignment, s, by, at)).update();
        }
    }

    private static java.util.Map<String, Object> params(String assignment, AssignmentSettings s, String by, Instant at) {
        java.util.Map<String, Object> params = new java.util.HashMap<>();
        params.put("assignment", assignment);
        params.put("opensAt", SqlTime.of(s.opensAt()));
        params.put("dueAt", SqlTime.of(s.dueAt()));
        params.put("lateUntil", SqlTime.of(s.lateUntil()));
        params.put("penalty", s.latePenaltyPercentPerDay());
        params.put("perHour", s.submissionsPerHour());
        params.put("hidden", s.hiddenResults().name());
        params.put("finalSubmission", s.finalSubmission().name());
        params.put("by", by);
        params.put("at", SqlTime.of(at));
        return params;
    }

    Optional<Extension> extension(String assignment, String learner) {
        return jdbc.sql("SELECT * FROM extensions WHERE assignment = :assignment AND learner = :learner")
                .param("assignment", assignment).param("learner", learner)
                .query(CourseSettingsRows::extension).optional();
    }

    List<Extension> extensions(String assignment) {
        return jdbc.sql("SELECT * FROM extensions WHERE assignment = :assignment ORDER BY learner")
                .param("assignment", assignment).query(CourseSettingsRows::extension).list();
    }

    void grant(Extension e) {
        remove(e.assignment(), e.learner());
        jdbc.sql("""
                        INSERT INTO extensions (assignment, learner, due_at, late_until, granted_by, granted_at)
                        VALUES (:assignment, :learner, :dueAt, :lateUntil, :by, :at)""")
                .param("assignment", e.assignment()).param("learner", e.learner())
                .param("dueAt", SqlTime.of(e.dueAt())).param("lateUntil", SqlTime.of(e.lateUntil()))
                .param("by", e.grantedBy()).param("at", SqlTime.of(e.grantedAt()))
                .update();
    }

    boolean remove(String assignment, String learner) {
        return jdbc.sql("DELETE FROM extensions WHERE assignment = :assignment AND learner = :learner")
                .param("assignment", assignment).param("learner", learner).update() > 0;
    }

    boolean learnerExists(String learner) {
        return jdbc.sql("SELECT COUNT(*) FROM learners WHERE id = :id").param("id", learner)
                .query(Integer.class).single() > 0;
    }

    /** Locks the learner's row, so one learner's submissions are counted against the quota one at a time. */
    void lockLearner(String learner) {
        jdbc.sql("SELECT id FROM learners WHERE id = :id FOR UPDATE").param("id", learner).query(String.class).list();
    }

    /** When each of the submitter's submissions to the assignment since {@code from} came, oldest first. */
    /** The times of the subject's submissions to the assignment since {@code from}: CI's, or all but CI's. */
    List<Instant> submittedSince(String submitter, String assignment, boolean ci, Instant from) {
        return jdbc.sql("SELECT submitted_at FROM submissions WHERE submitter = :submitter AND assignment = :assignment"
                        + " AND submitted_at > :from AND submitter_role " + (ci ? "=" : "<>") + " :ci ORDER BY submitted_at")
                .param("submitter", submitter).param("assignment", assignment).param("from", SqlTime.of(from))
                .param("ci", Role.CI.name())
                .query((rs, row) -> SqlTime.read(rs, "submitted_at")).list();
    }

    private static Extension extension(ResultSet rs, int row) throws SQLException {
        return new Extension(rs.getString("assignment"), rs.getString("learner"), SqlTime.read(rs, "due_at"),
                SqlTime.read(rs, "late_until"), rs.getString("granted_by"), SqlTime.read(rs, "granted_at"));
    }

}
