package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.SubmissionStatus;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Reads a submission's state by its key with one plain query: waiting requests read it every time
 * they wake, and an entity would also load the source.
 */
@Repository
class SubmissionStates {

    private final JdbcClient jdbc;

    SubmissionStates(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    Optional<SubmissionState> find(UUID id) {
        return jdbc.sql("""
                        SELECT id, assignment, submitter, status, current_report_id, submitted_at, finished_at,
                               late_days, late_penalty_percent
                        FROM submissions WHERE id = :id""")
                .param("id", id)
                .query((rs, row) -> new SubmissionState(rs.getObject("id", UUID.class), rs.getString("assignment"),
                        rs.getString("submitter"), SubmissionStatus.valueOf(rs.getString("status")),
                        rs.getObject("current_report_id", Long.class), instant(rs, "submitted_at"),
                        instant(rs, "finished_at"), lateness(rs)))
                .optional();
    }

    private static Lateness lateness(ResultSet rs) throws SQLException {
        Integer days = rs.getObject("late_days", Integer.class);
        Integer penalty = rs.getObject("late_penalty_percent", Integer.class);
        return days == null ? Lateness.ON_TIME : new Lateness(days, penalty == null ? 0 : penalty);
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }
}
