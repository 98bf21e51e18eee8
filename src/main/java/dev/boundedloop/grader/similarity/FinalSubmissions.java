package dev.boundedloop.grader.similarity;

import java.nio.charset.StandardCharsets;
import dev.boundedloop.grader.course.FinalScores;
import dev.boundedloop.grader.course.Standing;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Which submission of each learner stands for them in a similarity run: their final submission as the
 * course counts it (the assignment's LATEST or BEST setting; see {@link FinalScores}), whatever its
 * status, since copied code is copied whether it compiled or not. Only learners on the roster count.
 */
@Component
class FinalSubmissions {

    /** A learner's final submission and its source text. */
    record FinalSubmission(String learner, UUID submission, String source) {}

    private final JdbcClient jdbc;
    private final FinalScores finalScores;

    FinalSubmissions(JdbcClient jdbc, FinalScores finalScores) {
        this.jdbc = jdbc;
        this.finalScores = finalScores;
    }

    /** One per learner with a final submission, in learner order. */
    List<FinalSubmission> of(String assignment) {
        List<UUID> ids = finalScores.of(assignment).stream().map(Standing::finalSubmission).filter(Objects::nonNull)
                .toList();
        if (ids.isEmpty()) {
            return List.of();
        }
        return jdbc.sql("SELECT submitter, id, source FROM submissions WHERE id IN (:ids) ORDER BY submitter")
                .param("ids", ids)
                .query((rs, row) -> new FinalSubmission(rs.getString("submitter"), rs.getObject("id", UUID.class),
                        new String(rs.getBytes("source"), StandardCharsets.UTF_8)))
                .list();
    }
}
