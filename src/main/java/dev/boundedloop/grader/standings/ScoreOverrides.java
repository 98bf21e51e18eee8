package dev.boundedloop.grader.standings;

import dev.boundedloop.grader.storage.SqlTime;
import java.time.Clock;
import java.util.Optional;
import java.util.UUID;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/** The score_overrides table: at most one override per submission. */
@Repository
public class ScoreOverrides {

    private final JdbcClient jdbc;
    private final StandingRefresh standings;

    ScoreOverrides(JdbcClient jdbc, ApplicationEventPublisher events, Clock clock) {
        this.jdbc = jdbc;
        this.standings = new StandingRefresh(jdbc, events, clock);
    }

    public Optional<ScoreOverride> find(UUID submission) {
        return jdbc.sql("SELECT score, reason, overridden_by, overridden_at FROM score_overrides WHERE submission_id = :id")
                .param("id", submission)
                .query((rs, row) -> new ScoreOverride(rs.getInt("score"), rs.getString("reason"),
                        rs.getString("overridden_by"), SqlTime.read(rs, "overridden_at")))
                .optional();
    }

    /** Sets the override, and the learner's standing with it (under BEST it may pick another submission). */
    @Transactional
    public void put(UUID submission, ScoreOverride override) {
        delete(submission);
        jdbc.sql("""
                        INSERT INTO score_overrides (submission_id, score, reason, overridden_by, overridden_at)
                        VALUES (:id, :score, :reason, :by, :at)""")
                .param("id", submission).param("score", override.score()).param("reason", override.reason())
                .param("by", override.by()).param("at", SqlTime.of(override.at()))
                .update();
        standings.refreshFor(submission);
    }

    @Transactional
    public boolean remove(UUID submission) {
        boolean removed = delete(submission);
        standings.refreshFor(submission);
        return removed;
    }

    private boolean delete(UUID submission) {
        return jdbc.sql("DELETE FROM score_overrides WHERE submission_id = :id").param("id", submission).update() > 0;
    }
}
