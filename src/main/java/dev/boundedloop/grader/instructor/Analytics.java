package dev.boundedloop.grader.instructor;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Instructors' numbers as plain SQL over submissions and case rows; it runs alike on H2 and
 * PostgreSQL. Only learners' submissions count (not CI's or instructors'), and "latest" is a
 * learner's most recent final submission (for case failures, the most recent GRADED one).
 */
@Component
class Analytics {

    /** Each learner's final submissions of the assignment, newest first (recency 1). */
    private static final String FINALS = """
            finals AS (
                SELECT s.submitter, s.id, s.status, s.score, s.submitted_at, s.current_report_id,
                       ROW_NUMBER() OVER (PARTITION BY s.submitter ORDER BY s.submitted_at DESC, s.id DESC) AS recency
                FROM submissions s
                WHERE s.assignment = :assignment AND s.submitter_role = 'LEARNER'
                  AND s.status NOT IN ('QUEUED', 'RUNNING'))
            """;

    private final JdbcClient jdbc;

    Analytics(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** Every learner, with or without submissions, in id order. */
    List<LearnerScore> scores(String assignment) {
        return jdbc.sql("WITH " + FINALS + """
                        , attempts AS (
                            SELECT submitter, COUNT(*) AS attempts FROM submissions
                            WHERE assignment = :assignment AND submitter_role = 'LEARNER' GROUP BY submitter),
                        best AS (SELECT submitter, MAX(score) AS best FROM finals GROUP BY submitter)
                        SELECT l.id AS learner, COALESCE(a.attempts, 0) AS attempts, b.best AS best,
                               f.score AS latest, f.status AS latest_status, f.submitted_at AS latest_at, f.id AS latest_id
                        FROM learners l
                        LEFT JOIN attempts a ON a.submitter = l.id
                        LEFT JOIN best b ON b.submitter = l.id
                        LEFT JOIN finals f ON f.submitter = l.id AND f.recency = 1
                        ORDER BY l.id""")
                .param("assignment", assignment)
                .query((rs, row) -> {
                    OffsetDateTime at = rs.getObject("latest_at", OffsetDateTime.class);
                    return new LearnerScore(rs.getString("learner"), rs.getLong("attempts"),
                            rs.getObject("best", Integer.class), rs.getObject("latest", Integer.class),
                            rs.getString("latest_status"), at == null ? null : at.toInstant(),
                            rs.getObject("latest_id", UUID.class));
                })
                .list();
    }

    List<CaseFailureRate> caseFailures(String assignment) {
        return jdbc.sql("""
                        WITH latest AS (
                            SELECT s.current_report_id AS report_id,
                                   ROW_NUMBER() OVER (PARTITION BY s.submitter ORDER BY s.submitted_at DESC, s.id DESC) AS recency
                            FROM submissions s
                            WHERE s.assignment = :assignment AND s.submitter_role = 'LEARNER' AND s.status = 'GRADED')
                        SELECT c.case_id, MIN(c.name) AS name, MIN(c.category) AS category, MIN(c.visibility) AS visibility,
                               COUNT(*) AS submissions, SUM(CASE WHEN c.outcome <> 'PASS' THEN 1 ELSE 0 END) AS failures,
                               MIN(c.position) AS first_position
                        FROM latest JOIN case_results c ON c.report_id = latest.report_id
                        WHERE latest.recency = 1
                        GROUP BY c.case_id
                        ORDER BY first_position, c.case_id""")
                .param("assignment", assignment)
                .query((rs, row) -> {
                    long submissions = rs.getLong("submissions");
                    long failures = rs.getLong("failures");
                    return new CaseFailureRate(rs.getString("case_id"), rs.getString("name"), rs.getString("category"),
                            rs.getString("visibility"), submissions, failures,
                            submissions == 0 ? 0 : (double) failures / submissions);
                })
                .list();
    }

    List<ScoreDistribution.ScoreCount> latestScoreCounts(String assignment) {
        return jdbc.sql("WITH " + FINALS + """
                        SELECT score, COUNT(*) AS learners FROM finals WHERE recency = 1
                        GROUP BY score ORDER BY score""")
                .param("assignment", assignment)
                .query((rs, row) -> new ScoreDistribution.ScoreCount(rs.getInt("score"), rs.getLong("learners")))
                .list();
    }
}
