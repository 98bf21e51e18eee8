package dev.boundedloop.grader.lti.passback;

import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.standings.FinalScore;
import dev.boundedloop.grader.standings.FinalScoreChanged;
import dev.boundedloop.grader.storage.SequenceIds;
import dev.boundedloop.grader.storage.SqlTime;
import java.time.Instant;
import java.util.List;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Writes a learner's new final score to the outbox, once for each LMS context they are a member of
 * whose launches named a grade service, in the transaction that changed the score. A score not sent yet
 * is replaced by the newer one (the row's version moves on), so the LMS gets the latest, once.
 */
@Component
class ScoreOutbox {

    static final String PENDING = "PENDING";
    static final String SENT = "SENT";
    static final String FAILED = "FAILED";

    private static final int MAX_COMMENT = 500;

    /** A context the learner's scores go to, and the platform's id for the learner there. */
    record Target(long platformId, String contextId, String ltiSubject) {}

    private final JdbcClient sql;
    private final SuiteCatalog catalog;

    ScoreOutbox(JdbcClient sql, SuiteCatalog catalog) {
        this.sql = sql;
        this.catalog = catalog;
    }

    @EventListener
    void on(FinalScoreChanged changed) {
        for (Target target : targets(changed.learner(), changed.assignment())) {
            put(target, changed.assignment(), changed.learner(), changed.score(), changed.at());
        }
    }

    /** The contexts the learner is a member of now that can take the assignment's scores. */
    List<Target> targets(String learner, String assignment) {
        return sql.sql("""
                        SELECT m.platform_id, m.context_id, m.lti_subject FROM lti_memberships m
                        JOIN lti_contexts c ON c.platform_id = m.platform_id AND c.context_id = m.context_id
                        WHERE m.learner = :learner AND m.left_at IS NULL
                          AND (c.lineitems_url IS NOT NULL OR EXISTS (SELECT 1 FROM lti_line_items li
                               WHERE li.platform_id = m.platform_id AND li.context_id = m.context_id
                                 AND li.assignment = :assignment AND li.lineitem_url IS NOT NULL))
                        ORDER BY m.platform_id, m.context_id""")
                .param("learner", learner).param("assignment", assignment)
                .query((rs, row) -> new Target(rs.getLong("platform_id"), rs.getString("context_id"),
                        rs.getString("lti_subject")))
                .list();
    }

    /** Puts the score in the outbox for the context, due now: a new row, or the existing one taken over. */
    void put(Target target, String assignment, String learner, FinalScore score, Instant at) {
        int maximum = score.maxScore() != null ? score.maxScore() : maxScore(assignment);
        String comment = comment(score, maximum);
        int updated = sql.sql("""
                        UPDATE lti_score_deliveries
                        SET lti_subject = :subject, score_given = :given, score_maximum = :maximum, comment = :comment,
                            scored_at = :at, version = version + 1, state = :pending, attempts = 0,
                            next_attempt_at = :at, last_status = NULL, last_answer = NULL, likely_cause = NULL,
                            updated_at = :at, sent_at = NULL
                        WHERE platform_id = :p AND context_id = :c AND assignment = :assignment AND learner = :learner""")
                .param("subject", target.ltiSubject()).param("given", score.score()).param("maximum", maximum)
                .param("comment", comment).param("at", SqlTime.of(at)).param("pending", PENDING)
                .param("p", target.platformId()).param("c", target.contextId()).param("assignment", assignment)
                .param("learner", learner).update();
        if (updated == 0) {
            sql.sql("""
                            INSERT INTO lti_score_deliveries (id, platform_id, context_id, assignment, learner, lti_subject,
                                score_given, score_maximum, comment, scored_at, version, state, attempts, next_attempt_at,
                                updated_at)
                            VALUES (:id, :p, :c, :assignment, :learner, :subject, :given, :maximum, :comment, :at, 1,
                                    :pending, 0, :at, :at)""")
                    .param("id", SequenceIds.next(sql, "lti_score_deliveries_seq")).param("p", target.platformId())
                    .param("c", target.contextId()).param("assignment", assignment).param("learner", learner)
                    .param("subject", target.ltiSubject()).param("given", score.score()).param("maximum", maximum)
                    .param("comment", comment).param("at", SqlTime.of(at)).param("pending", PENDING).update();
        }
    }

    /**
     * Puts a failed score back in the outbox, due now with a new timestamp (an LMS keeps the newest score by
     * it) and its tries counted from zero; the version moves on as for a new score. False when the row is not
     * failed (any more).
     */
    boolean requeue(long id, Instant at) {
        return sql.sql("""
                        UPDATE lti_score_deliveries
                        SET scored_at = :at, version = version + 1, state = :pending, attempts = 0, next_attempt_at = :at,
                            last_status = NULL, last_answer = NULL, likely_cause = NULL, updated_at = :at, sent_at = NULL
                        WHERE id = :id AND state = :failed""")
                .param("at", SqlTime.of(at)).param("pending", PENDING).param("id", id).param("failed", FAILED)
                .update() == 1;
    }

    private int maxScore(String assignment) {
        try {
            return catalog.suite(assignment).maxScore();
        } catch (RuntimeException unknown) {
            return 100;
        }
    }

    /** A short comment the LMS shows beside the score. */
    static String comment(FinalScore score, int maximum) {
        String text = score.overridden() ? "Score set by the instructor: " + score.score() + " of " + maximum + " points."
                : score.latePenaltyPercent() > 0 ? "Graded " + score.rawScore() + " of " + maximum + " points, "
                        + score.score() + " after a " + score.latePenaltyPercent() + "% late penalty."
                        : "Graded " + score.score() + " of " + maximum + " points.";
        return text.length() > MAX_COMMENT ? text.substring(0, MAX_COMMENT) : text;
    }
}
