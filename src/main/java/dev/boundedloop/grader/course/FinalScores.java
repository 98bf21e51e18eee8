package dev.boundedloop.grader.course;

import dev.boundedloop.grader.standings.Lateness;
import dev.boundedloop.grader.standings.LearnerStandings;
import dev.boundedloop.grader.standings.ScoreOverride;
import dev.boundedloop.grader.storage.SqlTime;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Which submission counts for each learner, and for how much: the assignment's LATEST or BEST final
 * submission, its late penalty applied, an override in its place. Learners' submissions are those
 * whose submitter is on the roster, so a CI token acting for a learner counts for them. Which
 * submissions are the latest and the counted one is kept per learner as reports are written
 * ({@link LearnerStandings}); this reads one row per learner with those submissions and overrides.
 * A learner with submissions but no kept row (rows written by other means than the service's storage,
 * or before a start has filled them in) is recomputed from their submissions, as it was before.
 */
@Component
public class FinalScores {

    private final JdbcClient jdbc;
    private final CourseSettingsRows settings;

    FinalScores(JdbcClient jdbc, CourseSettingsRows settings) {
        this.jdbc = jdbc;
        this.settings = settings;
    }

    /** A final (graded or not gradable) submission of a learner, oldest first. */
    private record Finished(UUID id, String learner, String status, int rawScore, Instant submittedAt,
            Lateness lateness, ScoreOverride override) {

        int counted() {
            return override != null ? override.score() : lateness.apply(rawScore);
        }
    }

    /** Every learner on the roster, with or without submissions, in id order. */
    public List<Standing> of(String assignment) {
        List<String> unkept = new ArrayList<>();
        List<Standing> standings = jdbc.sql("""
                        SELECT l.id AS learner, st.attempts, st.best,
                               CASE WHEN st.submitter IS NULL AND EXISTS (SELECT 1 FROM submissions s
                                        WHERE s.assignment = :assignment AND s.submitter = l.id) THEN 1 ELSE 0 END AS unkept,
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
                .query((rs, row) -> {
                    if (rs.getInt("unkept") == 1) {
                        unkept.add(rs.getString("learner"));
                    }
                    return standing(rs);
                })
                .list();
        if (unkept.isEmpty()) {
            return standings;
        }
        Map<String, Standing> recomputed = recomputed(assignment, unkept);
        return standings.stream().map(s -> recomputed.getOrDefault(s.learner(), s)).toList();
    }

    /** The learners' standings computed from all their submissions. */
    private Map<String, Standing> recomputed(String assignment, List<String> learners) {
        FinalSubmission rule = settings.settings(assignment).finalSubmission();
        Map<String, List<Finished>> byLearner = new LinkedHashMap<>();
        learners.forEach(learner -> byLearner.put(learner, new ArrayList<>()));
        for (Finished f : finished(assignment, learners)) {
            byLearner.get(f.learner()).add(f);
        }
        Map<String, Long> attempts = attempts(assignment, learners);
        Map<String, Standing> standings = new HashMap<>();
        byLearner.forEach((learner, done) -> standings.put(learner,
                standing(learner, attempts.getOrDefault(learner, 0L), done, rule)));
        return standings;
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

    private static Standing standing(String learner, long attempts, List<Finished> done, FinalSubmission rule) {
        if (done.isEmpty()) {
            return new Standing(learner, attempts, null, null, null, null, null, null, null, null, null, 0, 0, null, null);
        }
        Finished latest = done.get(done.size() - 1);
        int best = done.stream().mapToInt(Finished::rawScore).max().orElseThrow();
        Finished counted = rule == FinalSubmission.LATEST ? latest
                : done.stream().max(Comparator.comparingInt(Finished::counted)
                        .thenComparing(Finished::submittedAt)).orElseThrow();
        return new Standing(learner, attempts, best, latest.rawScore(), latest.status(), latest.submittedAt(),
                latest.id(), counted.id(), counted.status(), counted.submittedAt(), counted.rawScore(), counted.lateness().days(),
                counted.lateness().penaltyPercent(), counted.override(), counted.counted());
    }

    private List<Finished> finished(String assignment, List<String> learners) {
        return jdbc.sql("""
                        SELECT s.id, s.submitter, s.status, s.score, s.submitted_at, s.late_days, s.late_penalty_percent,
                               o.score AS override_score, o.reason, o.overridden_by, o.overridden_at
                        FROM submissions s
                        JOIN learners l ON l.id = s.submitter
                        LEFT JOIN score_overrides o ON o.submission_id = s.id
                        WHERE s.assignment = :assignment AND s.status NOT IN ('QUEUED', 'RUNNING')
                          AND s.submitter IN (:learners)
                        ORDER BY s.submitter, s.submitted_at, s.id""")
                .param("assignment", assignment).param("learners", learners)
                .query((rs, row) -> {
                    Integer overrideScore = rs.getObject("override_score", Integer.class);
                    Integer score = rs.getObject("score", Integer.class);
                    boolean graded = "GRADED".equals(rs.getString("status"));
                    return new Finished(rs.getObject("id", UUID.class), rs.getString("submitter"), rs.getString("status"),
                            graded && score != null ? score : 0, SqlTime.read(rs, "submitted_at"),
                            Lateness.stored(rs.getObject("late_days", Integer.class),
                                    rs.getObject("late_penalty_percent", Integer.class)),
                            overrideScore == null ? null : new ScoreOverride(overrideScore, rs.getString("reason"),
                                    rs.getString("overridden_by"), SqlTime.read(rs, "overridden_at")));
                })
                .list();
    }

    private Map<String, Long> attempts(String assignment, List<String> learners) {
        Map<String, Long> attempts = new HashMap<>();
        jdbc.sql("""
                        SELECT s.submitter, COUNT(*) AS attempts FROM submissions s JOIN learners l ON l.id = s.submitter
                        WHERE s.assignment = :assignment AND s.submitter IN (:learners) GROUP BY s.submitter""")
                .param("assignment", assignment).param("learners", learners)
                .query(rs -> {
                    attempts.put(rs.getString("submitter"), rs.getLong("attempts"));
                });
        return attempts;
    }
}
