package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.standings.Lateness;
import dev.boundedloop.grader.storage.SqlTime;
import java.sql.ResultSet;
import java.sql.SQLException;
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
                        rs.getObject("current_report_id", Long.class), SqlTime.read(rs, "submitted_at"),
                        SqlTime.read(rs, "finished_at"), lateness(rs)))
                .optional();
    }

    private static Lateness lateness(ResultSet rs) throws SQLException {
        return Lateness.stored(rs.getObject("late_days", Integer.class), rs.getObject("late_penalty_percent", Integer.class));
    }

}
