package dev.boundedloop.grader.course;

import dev.boundedloop.grader.submission.Lateness;
import dev.boundedloop.grader.submission.LearnerStandings;
import dev.boundedloop.grader.submission.ScoreOverride;
import dev.boundedloop.grader.submission.SqlTime;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Which submission counts for each learner, and for how much: the assignment's LATEST or BEST final
 * submission, its late penalty applied, an override in its place. Learners' submissions are those
 * whose submitter is on the roster, so a CI token acting for a learner counts for them. Which
 * submissions are the latest and the counted one is kept per learner as reports are written
 * ({@link LearnerStandings}); this reads one row per learner with those submissions and overrides.
 */
@Component
public class FinalScores {

    private final JdbcClient jdbc;

    FinalScores(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Every learner on the roster, with or without submissions, in id order. */
    public List<Standing> of(String assignment) {
        return jdbc.sql("""
                        SELECT l.id AS learner, st.attempts, st.best,
                               ls.id AS latest_id, ls.status AS latest_status, ls.score AS latest_score,
                               ls.submitted_at AS latest_at,
                               fs.id AS final_id, fs.status AS final_status, fs.score AS final_score,
                               fs.submitted_at AS final_at, fs.late_days, fs.late_penalty_percent,
                               o.score AS override_score, o.reason, o.overridden_by, o.overridden_at
                        FROM learners l
                        LEFT JOIN learner_standings st ON st.assignment = :assignment AND st.submitter = l.id
                        LEFT JOIN submissions ls ON ls.id = st.latest_submission
                        LEFT JOIN submissions fs ON fs.id = st.final_submission
                        LEFT JOIN score_overrides o ON o.submission_id = st.final_submission
                        ORDER BY l.id""")
                .param("assignment", assignment)
                .query((rs, row) -> standing(rs))
                .list();
    }

    private static Standing standing(ResultSet rs) throws SQLException {
        String learner = rs.getString("learner");
        long attempts = rs.getLong("attempts");
        UUID latest = rs.getObject("latest_id", UUID.class);
        UUID counted = rs.getObject("final_id", UUID.class);
        if (latest == null || counted == null) {
            return new Standing(learner, attempts, null, null, null, null, null, null, null, null, null, 0, 0, null, null);
        }
        Lateness lateness = Lateness.stored(rs.getObject("late_days", Integer.class),
                rs.getObject("late_penalty_percent", Integer.class));
        Integer overrideScore = rs.getObject("override_score", Integer.class);
        ScoreOverride override = overrideScore == null ? null : new ScoreOverride(overrideScore, rs.getString("reason"),
                rs.getString("overridden_by"), SqlTime.read(rs, "overridden_at"));
        String finalStatus = rs.getString("final_status");
        int rawScore = raw(finalStatus, rs.getObject("final_score", Integer.class));
        return new Standing(learner, attempts, rs.getObject("best", Integer.class),
                raw(rs.getString("latest_status"), rs.getObject("latest_score", Integer.class)),
                rs.getString("latest_status"), SqlTime.read(rs, "latest_at"), latest, counted, finalStatus,
                SqlTime.read(rs, "final_at"), rawScore, lateness.days(), lateness.penaltyPercent(), override,
                override != null ? override.score() : lateness.apply(rawScore));
    }

    /** A final submission that was not GRADED scores 0. */
    private static int raw(String status, Integer score) {
        return "GRADED".equals(status) && score != null ? score : 0;
    }
}
