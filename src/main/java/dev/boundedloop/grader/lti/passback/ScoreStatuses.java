package dev.boundedloop.grader.lti.passback;

import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.standings.FinalScore;
import dev.boundedloop.grader.standings.LearnerStandings;
import dev.boundedloop.grader.storage.SqlTime;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** The scores' statuses for instructors and learners, and a re-sync that sends the current final scores again. */
@Service
public class ScoreStatuses {

    private static final Set<String> STATES = Set.of(ScoreOutbox.PENDING, ScoreOutbox.SENT, ScoreOutbox.FAILED);
    private static final String SELECT = """
            SELECT d.*, p.issuer, c.title FROM lti_score_deliveries d
            JOIN lti_platforms p ON p.id = d.platform_id
            LEFT JOIN lti_contexts c ON c.platform_id = d.platform_id AND c.context_id = d.context_id
            """;

    private final JdbcClient sql;
    private final ScoreOutbox outbox;
    private final LearnerStandings standings;
    private final Clock clock;

    ScoreStatuses(JdbcClient sql, ScoreOutbox outbox, LearnerStandings standings, Clock clock) {
        this.sql = sql;
        this.outbox = outbox;
        this.standings = standings;
        this.clock = clock;
    }

    /** Every status, or those of one assignment, learner or state; by assignment, learner and course. */
    @Transactional(readOnly = true)
    public List<ScoreStatus> list(String assignment, String learner, String state) {
        if (state != null && !STATES.contains(state)) {
            throw GraderProblem.badRequest("state must be one of " + STATES + ", got \"" + state + "\"").with("field", "state");
        }
        StringBuilder where = new StringBuilder(" WHERE 1 = 1");
        if (assignment != null) {
            where.append(" AND d.assignment = :assignment");
        }
        if (learner != null) {
            where.append(" AND d.learner = :learner");
        }
        if (state != null) {
            where.append(" AND d.state = :state");
        }
        var query = sql.sql(SELECT + where + " ORDER BY d.assignment, d.learner, d.platform_id, d.context_id");
        if (assignment != null) {
            query = query.param("assignment", assignment);
        }
        if (learner != null) {
            query = query.param("learner", learner);
        }
        if (state != null) {
            query = query.param("state", state);
        }
        return query.query(ScoreStatuses::row).list();
    }

    @Transactional(readOnly = true)
    public ScoreStatus get(long id) {
        return sql.sql(SELECT + " WHERE d.id = :id").param("id", id).query(ScoreStatuses::row).optional()
                .orElseThrow(() -> GraderProblem.notFound("No LTI score " + id + "; GET /api/instructor/lti/scores lists them"));
    }

    /**
     * Puts the learners' current final scores on the assignment in the outbox again, due now with a new
     * timestamp, for every LMS course they are a member of: after a failure was mended in the LMS, or for
     * scores given before the course's grade service was turned on. Returns the statuses it queued.
     */
    @Transactional
    public List<ScoreStatus> resync(String assignment, String learner) {
        if (assignment == null || assignment.isBlank()) {
            throw GraderProblem.badRequest("assignment is required: {\"assignment\": \"...\", \"learner\": \"... (optional)\"}")
                    .with("field", "assignment");
        }
        List<String> learners = learner != null ? List.of(learner) : sql.sql("""
                        SELECT DISTINCT m.learner FROM lti_memberships m WHERE m.left_at IS NULL ORDER BY m.learner""")
                .query(String.class).list();
        Instant now = clock.instant();
        List<ScoreStatus> queued = new ArrayList<>();
        for (String one : learners) {
            Optional<FinalScore> score = standings.counted(assignment, one);
            if (score.isEmpty()) {
                continue;
            }
            for (ScoreOutbox.Target target : outbox.targets(one, assignment)) {
                outbox.put(target, assignment, one, score.get(), now);
                queued.addAll(list(assignment, one, null).stream()
                        .filter(s -> s.platformId() == target.platformId() && s.contextId().equals(target.contextId())).toList());
            }
        }
        return queued;
    }

    /**
     * Puts every failed score of an assignment, of an LMS course, or of both, back in the outbox, due now
     * with a new timestamp and its tries counted from zero; sent and waiting scores are left as they are, and
     * so is a failed score of a learner who has left that LMS course (nothing goes to it any more). The row
     * holds the learner's current final score, since every change of it takes the row over.
     */
    @Transactional
    public RequeuedScores requeueFailed(String assignment, Long platformId, String contextId) {
        boolean course = platformId != null || contextId != null;
        if (course && (platformId == null || contextId == null || contextId.isBlank())) {
            throw GraderProblem.badRequest("an LMS course is named by platformId and contextId together")
                    .with("field", platformId == null ? "platformId" : "contextId");
        }
        if (!course && (assignment == null || assignment.isBlank())) {
            throw GraderProblem.badRequest("name the assignment, the LMS course or both: {\"assignment\": \"...\", "
                    + "\"platformId\": 1, \"contextId\": \"...\"}").with("field", "assignment");
        }
        StringBuilder where = new StringBuilder(" WHERE d.state = :failed AND EXISTS (SELECT 1 FROM lti_memberships m"
                + " WHERE m.platform_id = d.platform_id AND m.context_id = d.context_id AND m.learner = d.learner"
                + " AND m.left_at IS NULL)");
        if (assignment != null && !assignment.isBlank()) {
            where.append(" AND d.assignment = :assignment");
        }
        if (course) {
            where.append(" AND d.platform_id = :p AND d.context_id = :c");
        }
        var failed = sql.sql("SELECT d.id FROM lti_score_deliveries d" + where + " ORDER BY d.id").param("failed",
                ScoreOutbox.FAILED);
        if (assignment != null && !assignment.isBlank()) {
            failed = failed.param("assignment", assignment);
        }
        if (course) {
            failed = failed.param("p", platformId).param("c", contextId);
        }
        Instant now = clock.instant();
        List<ScoreStatus> queued = new ArrayList<>();
        for (long id : failed.query(Long.class).list()) {
            if (outbox.requeue(id, now)) {
                queued.add(get(id));
            }
        }
        return new RequeuedScores(queued.size(), queued);
    }

    /** Sends one status's score again (its learner's current final score). */
    @Transactional
    public List<ScoreStatus> resync(long id) {
        ScoreStatus status = get(id);
        return resync(status.assignment(), status.learner());
    }

    /** The learner's own statuses. */
    @Transactional(readOnly = true)
    public List<ScoreStatus> own(String learner) {
        return list(null, learner, null);
    }

    private static ScoreStatus row(ResultSet rs, int n) throws SQLException {
        return new ScoreStatus(rs.getLong("id"), rs.getString("assignment"), rs.getString("learner"),
                rs.getLong("platform_id"), rs.getString("issuer"), rs.getString("context_id"), rs.getString("title"),
                rs.getString("state"), rs.getInt("score_given"), rs.getInt("score_maximum"), SqlTime.read(rs, "scored_at"),
                rs.getInt("attempts"), SqlTime.read(rs, "next_attempt_at"), rs.getObject("last_status", Integer.class),
                rs.getString("last_answer"), rs.getString("likely_cause"), SqlTime.read(rs, "sent_at"));
    }
}
