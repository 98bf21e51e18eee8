package dev.boundedloop.grader.similarity;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Which submission of each learner stands for them in a similarity run: for now, their latest GRADED
 * one. Only learners' submissions count, not CI's or instructors'. This is the one place that decides,
 * so a course setting (best or latest) can replace the rule here.
 */
@Component
class FinalSubmissions {

    /** A learner's final submission and its source text. */
    record FinalSubmission(String learner, UUID submission, String source) {}

    private final JdbcClient jdbc;

    FinalSubmissions(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    /** One per learner with a graded submission, in learner order. */
    List<FinalSubmission> of(String assignment) {
        return jdbc.sql("""
                        SELECT f.submitter, f.id, f.source FROM (
                            SELECT s.submitter, s.id, s.source,
                                   ROW_NUMBER() OVER (PARTITION BY s.submitter ORDER BY s.submitted_at DESC, s.id DESC) AS recency
                            FROM submissions s
                            WHERE s.assignment = :assignment AND s.submitter_role = 'LEARNER' AND s.status = 'GRADED') f
                        WHERE f.recency = 1
                        ORDER BY f.submitter""")
                .param("assignment", assignment)
                .query((rs, row) -> new FinalSubmission(rs.getString("submitter"), rs.getObject("id", UUID.class),
                        new String(rs.getBytes("source"), StandardCharsets.UTF_8)))
                .list();
    }
}
