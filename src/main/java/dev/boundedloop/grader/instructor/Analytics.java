package dev.boundedloop.grader.instructor;

import dev.boundedloop.grader.course.FinalScores;
import dev.boundedloop.grader.course.Standing;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Instructors' numbers over learners' submissions (those whose submitter is on the roster, so CI
 * tokens acting for a learner count and instructors' own do not). Scores, the distribution and case
 * failure rates use each learner's final submission as the course counts it ({@link FinalScores}).
 */
@Component
class Analytics {

    private final JdbcClient jdbc;
    private final FinalScores finalScores;

    Analytics(JdbcClient jdbc, FinalScores finalScores) {
        this.jdbc = jdbc;
        this.finalScores = finalScores;
    }

    /** Every learner, with or without submissions, in id order. */
    List<Standing> scores(String assignment) {
        return finalScores.of(assignment);
    }

    /** Per case, over the learners whose final submission was graded. */
    List<CaseFailureRate> caseFailures(String assignment) {
        List<UUID> graded = finalScores.of(assignment).stream()
                .filter(s -> "GRADED".equals(s.finalStatus()))
                .map(Standing::finalSubmission).toList();
        if (graded.isEmpty()) {
            return List.of();
        }
        return jdbc.sql("""
                        SELECT c.case_id, MIN(c.name) AS name, MIN(c.category) AS category, MIN(c.visibility) AS visibility,
                               COUNT(*) AS submissions, SUM(CASE WHEN c.outcome <> 'PASS' THEN 1 ELSE 0 END) AS failures,
                               MIN(c.position) AS first_position
                        FROM submissions s JOIN case_results c ON c.report_id = s.current_report_id
                        WHERE s.id IN (:ids)
                        GROUP BY c.case_id
                        ORDER BY first_position, c.case_id""")
                .param("ids", graded)
                .query((rs, row) -> {
                    long submissions = rs.getLong("submissions");
                    long failures = rs.getLong("failures");
                    return new CaseFailureRate(rs.getString("case_id"), rs.getString("name"), rs.getString("category"),
                            rs.getString("visibility"), submissions, failures,
                            submissions == 0 ? 0 : (double) failures / submissions);
                })
                .list();
    }

    /** Who each learner is, for the gradebook's columns. */
    Map<String, RosterEntry> roster() {
        Map<String, RosterEntry> roster = new java.util.HashMap<>();
        jdbc.sql("SELECT id, name, email, section FROM learners")
                .query((rs, row) -> new RosterEntry(rs.getString("id"), rs.getString("name"), rs.getString("email"),
                        rs.getString("section")))
                .list().forEach(entry -> roster.put(entry.id(), entry));
        return roster;
    }

    /** How many learners' final scores reached each score, in score order. */
    List<ScoreDistribution.ScoreCount> finalScoreCounts(String assignment) {
        Map<Integer, Long> counts = new TreeMap<>();
        finalScores.of(assignment).stream().filter(s -> s.finalScore() != null)
                .forEach(s -> counts.merge(s.finalScore(), 1L, Long::sum));
        return counts.entrySet().stream().map(e -> new ScoreDistribution.ScoreCount(e.getKey(), e.getValue())).toList();
    }
}
