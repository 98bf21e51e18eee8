package dev.boundedloop.grader.course;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.standings.ScoreOverride;
import dev.boundedloop.grader.standings.ScoreOverrides;
import dev.boundedloop.grader.storage.SqlTime;
import dev.boundedloop.grader.suites.SuiteAuthoring;
import dev.boundedloop.grader.problems.GraderProblem;
import io.swagger.v3.oas.annotations.Operation;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.springframework.http.ResponseEntity;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** An instructor's score in place of a submission's graded one. */
@RestController
class OverrideController {

    static final int MAX_REASON = 2000;

    /** The body of a PUT. */
    record Requested(Integer score, String reason) {}

    /** An override in the assignment's listing, beside the score the report gave. */
    record Listed(UUID submission, String learner, Integer gradedScore, Integer maxScore, int score, String reason,
            String by, Instant at) {}

    private final ScoreOverrides overrides;
    private final SuiteAuthoring assignments;
    private final JdbcClient jdbc;
    private final Clock clock;
    private final AuditTrail audit;

    OverrideController(ScoreOverrides overrides, SuiteAuthoring assignments, JdbcClient jdbc, Clock clock,
            AuditTrail audit) {
        this.overrides = overrides;
        this.assignments = assignments;
        this.jdbc = jdbc;
        this.clock = clock;
        this.audit = audit;
    }

    @Operation(summary = "The assignment's overrides, newest first, each with its learner and the score the report gave",
            description = "Needs an instructor token. The gradebook and the scores operation count an override's score "
                    + "in place of the graded one.")
    @GetMapping("/api/instructor/assignments/{assignment}/overrides")
    List<Listed> list(@PathVariable String assignment) {
        assignments.requireKnown(assignment);
        return jdbc.sql("""
                        SELECT s.id, s.submitter, s.score AS graded, s.max_score, o.score, o.reason, o.overridden_by,
                               o.overridden_at
                        FROM score_overrides o JOIN submissions s ON s.id = o.submission_id
                        WHERE s.assignment = :assignment
                        ORDER BY o.overridden_at DESC, s.id""")
                .param("assignment", assignment)
                .query((rs, row) -> new Listed(rs.getObject("id", UUID.class), rs.getString("submitter"),
                        rs.getObject("graded", Integer.class), rs.getObject("max_score", Integer.class), rs.getInt("score"),
                        rs.getString("reason"), rs.getString("overridden_by"), SqlTime.read(rs, "overridden_at")))
                .list();
    }

    @Operation(summary = "Override a submission's score, with a reason; the gradebook counts it in place of the graded one",
            description = "Needs an instructor token. Body {\"score\": 7.5, \"reason\": \"...\"}; a score above the report's "
                    + "maximum is refused. The submission must have a report (409 otherwise).")
    @PutMapping("/api/instructor/submissions/{id}/override")
    ScoreOverride override(@PathVariable UUID id, @RequestBody Requested requested, @AuthenticationPrincipal Caller caller) {
        int maxScore = maxScore(id);
        if (requested == null || requested.score() == null) {
            throw AssignmentSettings.field("score", "is required: {\"score\": 80, \"reason\": \"...\"}");
        }
        if (requested.score() < 0 || requested.score() > maxScore) {
            throw AssignmentSettings.field("score", "must be 0 to " + maxScore + " (the submission's maximum), got "
                    + requested.score());
        }
        if (requested.reason() == null || requested.reason().isBlank() || requested.reason().length() > MAX_REASON) {
            throw AssignmentSettings.field("reason", "is required, 1 to " + MAX_REASON + " characters");
        }
        ScoreOverride override = new ScoreOverride(requested.score(), requested.reason().strip(), caller.subject(),
                clock.instant());
        return audit.run("override.put", "submission:" + id, () -> {
            overrides.put(id, override);
            return override;
        }, put -> AuditTrail.detail("score", put.score(), "reason", put.reason()));
    }

    @Operation(summary = "Remove a submission's override",
            description = "Needs an instructor token. The graded score counts again.")
    @DeleteMapping("/api/instructor/submissions/{id}/override")
    ResponseEntity<Void> remove(@PathVariable UUID id) {
        maxScore(id);
        if (!audit.runIf("override.remove", "submission:" + id, () -> overrides.remove(id))) {
            throw GraderProblem.notFound("The submission " + id + " has no override");
        }
        return ResponseEntity.noContent().build();
    }

    /** The submission's maximum score; an unknown submission is 404, an ungraded one 409. */
    private int maxScore(UUID id) {
        return jdbc.sql("SELECT max_score FROM submissions WHERE id = :id").param("id", id)
                .query((rs, row) -> {
                    int max = rs.getInt("max_score");
                    if (rs.wasNull()) {
                        throw GraderProblem.conflict("The submission " + id + " has no report yet; override it once graded");
                    }
                    return max;
                })
                .optional().orElseThrow(() -> GraderProblem.notFound("No submission " + id));
    }
}
