package dev.boundedloop.grader.course;

import dev.boundedloop.grader.standings.Lateness;
import dev.boundedloop.grader.storage.SqlTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * The standings as recomputed from scratch, from every submission, override and the assignment's
 * setting, the way the service computed them per request before it kept them: what the kept ones
 * must always equal.
 */
final class RecomputedStandings {

    /** One learner's standing: the parts the kept row holds, and the score it counts. */
    record Recomputed(String learner, long attempts, Integer best, UUID latest, UUID counted, Integer finalScore) {}

    private record Finished(UUID id, String learner, int rawScore, Instant submittedAt, Lateness lateness,
            Integer override) {
        int counted() {
            return override != null ? override : lateness.apply(rawScore);
        }
    }

    private RecomputedStandings() {}

    /** Every learner on the roster, in id order. */
    static List<Recomputed> of(JdbcClient sql, String assignment) {
        String rule = sql.sql("SELECT final_submission FROM assignment_settings WHERE assignment = :a")
                .param("a", assignment).query(String.class).optional().orElse("LATEST");
        Map<String, List<Finished>> byLearner = new LinkedHashMap<>();
        sql.sql("SELECT id FROM learners ORDER BY id").query(String.class).list()
                .forEach(learner -> byLearner.put(learner, new ArrayList<>()));
        sql.sql("""
                        SELECT s.id, s.submitter, s.status, s.score, s.submitted_at, s.late_days, s.late_penalty_percent,
                               o.score AS override_score
                        FROM submissions s LEFT JOIN score_overrides o ON o.submission_id = s.id
                        WHERE s.assignment = :a AND s.status NOT IN ('QUEUED', 'RUNNING')
                        ORDER BY s.submitter, s.submitted_at, s.id""")
                .param("a", assignment)
                .query((rs, row) -> {
                    Integer score = rs.getObject("score", Integer.class);
                    return new Finished(rs.getObject("id", UUID.class), rs.getString("submitter"),
                            "GRADED".equals(rs.getString("status")) && score != null ? score : 0,
                            SqlTime.read(rs, "submitted_at"),
                            Lateness.stored(rs.getObject("late_days", Integer.class),
                                    rs.getObject("late_penalty_percent", Integer.class)),
                            rs.getObject("override_score", Integer.class));
                })
                .list()
                .forEach(f -> {
                    if (byLearner.containsKey(f.learner())) {
                        byLearner.get(f.learner()).add(f);
                    }
                });
        List<Recomputed> standings = new ArrayList<>();
        byLearner.forEach((learner, done) -> {
            long attempts = sql.sql("SELECT COUNT(*) FROM submissions WHERE assignment = :a AND submitter = :s")
                    .param("a", assignment).param("s", learner).query(Long.class).single();
            if (done.isEmpty()) {
                standings.add(new Recomputed(learner, attempts, null, null, null, null));
                return;
            }
            Finished latest = done.get(done.size() - 1);
            Finished counted = rule.equals("LATEST") ? latest
                    : done.stream().max(Comparator.comparingInt(Finished::counted).thenComparing(Finished::submittedAt))
                            .orElseThrow();
            standings.add(new Recomputed(learner, attempts, done.stream().mapToInt(Finished::rawScore).max().orElseThrow(),
                    latest.id(), counted.id(), counted.counted()));
        });
        return standings;
    }
}
