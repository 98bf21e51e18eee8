package dev.boundedloop.grader.course;

import dev.boundedloop.grader.submission.Lateness;
import dev.boundedloop.grader.submission.ScoreOverride;
import dev.boundedloop.grader.submission.SqlTime;
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
 * whose submitter is on the roster, so a CI token acting for a learner counts for them.
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
        FinalSubmission rule = settings.settings(assignment).finalSubmission();
        Map<String, List<Finished>> byLearner = new LinkedHashMap<>();
        jdbc.sql("SELECT id FROM learners ORDER BY id").query(String.class).list()
                .forEach(learner -> byLearner.put(learner, new ArrayList<>()));
        for (Finished f : finished(assignment)) {
            byLearner.computeIfAbsent(f.learner(), l -> new ArrayList<>()).add(f);
        }
        Map<String, Long> attempts = attempts(assignment);
        List<Standing> standings = new ArrayList<>();
        byLearner.forEach((learner, done) -> standings.add(standing(learner, attempts.getOrDefault(learner, 0L), done, rule)));
        return standings;
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

    private List<Finished> finished(String assignment) {
        return jdbc.sql("""
                        SELECT s.id, s.submitter, s.status, s.score, s.submitted_at, s.late_days, s.late_penalty_percent,
                               o.score AS override_score, o.reason, o.overridden_by, o.overridden_at
                        FROM submissions s
                        JOIN learners l ON l.id = s.submitter
                        LEFT JOIN score_overrides o ON o.submission_id = s.id
                        WHERE s.assignment = :assignment AND s.status NOT IN ('QUEUED', 'RUNNING')
                        ORDER BY s.submitter, s.submitted_at, s.id""")
                .param("assignment", assignment)
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

    private Map<String, Long> attempts(String assignment) {
        Map<String, Long> attempts = new HashMap<>();
        jdbc.sql("""
                        SELECT s.submitter, COUNT(*) AS attempts FROM submissions s JOIN learners l ON l.id = s.submitter
                        WHERE s.assignment = :assignment GROUP BY s.submitter""")
                .param("assignment", assignment)
                .query(rs -> {
                    attempts.put(rs.getString("submitter"), rs.getLong("attempts"));
                });
        return attempts;
    }
}
