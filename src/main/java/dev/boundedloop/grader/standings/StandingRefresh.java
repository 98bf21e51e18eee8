package dev.boundedloop.grader.standings;

import dev.boundedloop.grader.storage.SqlTime;
import java.time.Clock;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Keeps {@code learner_standings} up to date, in the caller's transaction: one learner's row on one
 * assignment is recomputed from that learner's own submissions whenever something it depends on
 * changes. The learner's roster row is locked first (as intake's quota check does), so two
 * transactions refreshing one learner take turns and the second sees what the first committed.
 * Submitters who are not on the roster (instructors, CI tokens of their own) have no standing.
 * When the score a standing counts changes, a {@link FinalScoreChanged} is published in the same
 * transaction (the LMS's grade passback writes its outbox from it).
 */
public final class StandingRefresh {

    /** The final-submission rules, as assignment_settings stores them; no settings row means LATEST. */
    private static final String BEST = "BEST";

    private final JdbcClient jdbc;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    public StandingRefresh(JdbcClient jdbc, ApplicationEventPublisher events, Clock clock) {
        this.jdbc = jdbc;
        this.events = events;
        this.clock = clock;
    }

    /** A final submission of the learner, for choosing the BEST one. */
    private record Finished(UUID id, int rawScore, Instant submittedAt, Lateness lateness, Integer override) {

        int counted() {
            return override != null ? override : lateness.apply(rawScore);
        }
    }

    /** After a report of this submission is stored, or its override set or removed. */
    public void refreshFor(UUID submission) {
        jdbc.sql("SELECT assignment, submitter FROM submissions WHERE id = :id").param("id", submission)
                .query((rs, row) -> new String[] {rs.getString("assignment"), rs.getString("submitter")})
                .optional()
                .ifPresent(key -> refresh(key[0], key[1]));
    }

    /**
     * After a submission's first report: the learner has one more finished submission, so the best
     * is the higher of the kept one and this one's, and the latest the newer of the two. Constant work
     * where a refresh reads all the learner's attempts; anything it cannot settle that way (the BEST
     * rule, whose penalties and overrides need the whole list; no standing yet; a latest submitted
     * at the same instant, which the database's id order breaks) is refreshed in full.
     */
    public void firstFinished(UUID submission, int rawScore) {
        Optional<Submitted> found = jdbc.sql("SELECT assignment, submitter, submitted_at FROM submissions WHERE id = :id")
                .param("id", submission)
                .query((rs, row) -> new Submitted(rs.getString("assignment"), rs.getString("submitter"),
                        SqlTime.read(rs, "submitted_at")))
                .optional();
        if (found.isEmpty() || !lockLearner(found.get().submitter())) {
            return;
        }
        Submitted it = found.get();
        Optional<Kept> kept = BEST.equals(rule(it.assignment())) ? Optional.empty() : jdbc.sql("""
                        SELECT st.best, st.latest_submission, l.submitted_at AS latest_at
                        FROM learner_standings st LEFT JOIN submissions l ON l.id = st.latest_submission
                        WHERE st.assignment = :assignment AND st.submitter = :submitter""")
                .param("assignment", it.assignment()).param("submitter", it.submitter())
                .query((rs, row) -> new Kept(rs.getObject("best", Integer.class),
                        rs.getObject("latest_submission", UUID.class), SqlTime.read(rs, "latest_at")))
                .optional();
        if (kept.isEmpty() || it.submittedAt().equals(kept.get().latestAt())) {
            recompute(it.assignment(), it.submitter());
            return;
        }
        Kept before = kept.get();
        boolean newer = before.latestAt() == null || it.submittedAt().isAfter(before.latestAt());
        UUID latest = newer ? submission : before.latest();
        jdbc.sql("""
                        UPDATE learner_standings SET best = :best, latest_submission = :latest, final_submission = :latest
                        WHERE assignment = :assignment AND submitter = :submitter""")
                .param("best", before.best() == null ? rawScore : Math.max(before.best(), rawScore))
                .param("latest", latest).param("assignment", it.assignment()).param("submitter", it.submitter())
                .update();
        announceIfChanged(it.assignment(), it.submitter());
    }

    private record Submitted(String assignment, String submitter, Instant submittedAt) {}

    /** A standing's best and latest, with when the latest was submitted. */
    private record Kept(Integer best, UUID latest, Instant latestAt) {}

    /** Every learner's standing on the assignment, after its final-submission rule changed. */
    void refreshAssignment(String assignment) {
        jdbc.sql("""
                        SELECT DISTINCT s.submitter FROM submissions s JOIN learners l ON l.id = s.submitter
                        WHERE s.assignment = :assignment ORDER BY s.submitter""")
                .param("assignment", assignment).query(String.class).list()
                .forEach(learner -> refresh(assignment, learner));
    }

    /** Standings missing for learners' submissions: those of a database from before standings were kept. */
    int fillMissing() {
        List<String[]> missing = jdbc.sql("""
                        SELECT DISTINCT s.assignment, s.submitter FROM submissions s JOIN learners l ON l.id = s.submitter
                        WHERE NOT EXISTS (SELECT 1 FROM learner_standings st
                                          WHERE st.assignment = s.assignment AND st.submitter = s.submitter)""")
                .query((rs, row) -> new String[] {rs.getString("assignment"), rs.getString("submitter")}).list();
        missing.forEach(key -> refresh(key[0], key[1]));
        return missing.size();
    }

    /**
     * After a submission was queued: it is one more attempt, but not final until graded, so the
     * best, latest and final submissions stay as they are and only the count moves. One statement
     * instead of a recount over all the learner's attempts on every submission; a learner without a
     * standing yet gets one computed in full.
     */
    public void countQueued(String assignment, String submitter) {
        if (!lockLearner(submitter)) {
            return;
        }
        int updated = jdbc.sql("""
                        UPDATE learner_standings SET attempts = attempts + 1
                        WHERE assignment = :assignment AND submitter = :submitter""")
                .param("assignment", assignment).param("submitter", submitter).update();
        if (updated == 0) {
            recompute(assignment, submitter);
        }
    }

    /** Recomputes one learner's standing from their submissions; O(their attempts). */
    public void refresh(String assignment, String submitter) {
        if (lockLearner(submitter)) {
            recompute(assignment, submitter);
        }
    }

    /**
     * Locks the learner's roster row, so that transactions changing one learner's standing take
     * turns (an increment and a recount interleaved would lose the increment); false for a submitter
     * who is not on the roster.
     */
    private boolean lockLearner(String submitter) {
        return !jdbc.sql("SELECT id FROM learners WHERE id = :id FOR UPDATE").param("id", submitter)
                .query(String.class).list().isEmpty();
    }

    private void recompute(String assignment, String submitter) {
        store(assignment, submitter);
        announceIfChanged(assignment, submitter);
    }

    /** The score the learner's kept standing counts now; empty without a final submission. */
    public Optional<FinalScore> counted(String assignment, String submitter) {
        return jdbc.sql("""
                        SELECT s.id, s.status, s.score, s.max_score, s.late_days, s.late_penalty_percent,
                               o.score AS override_score
                        FROM learner_standings st JOIN submissions s ON s.id = st.final_submission
                        LEFT JOIN score_overrides o ON o.submission_id = st.final_submission
                        WHERE st.assignment = :assignment AND st.submitter = :submitter""")
                .param("assignment", assignment).param("submitter", submitter)
                .query((rs, row) -> {
                    Integer score = rs.getObject("score", Integer.class);
                    int raw = "GRADED".equals(rs.getString("status")) && score != null ? score : 0;
                    Lateness lateness = Lateness.stored(rs.getObject("late_days", Integer.class),
                            rs.getObject("late_penalty_percent", Integer.class));
                    Integer override = rs.getObject("override_score", Integer.class);
                    return new FinalScore(rs.getObject("id", UUID.class), override != null ? override : lateness.apply(raw),
                            rs.getObject("max_score", Integer.class), raw, lateness.penaltyPercent(), override != null);
                })
                .optional();
    }

    /**
     * Compares the score the standing counts now with the one it last announced (kept on the row, since a
     * regrade or an override changes the submission's score before the standing is refreshed), and
     * announces a difference.
     */
    private void announceIfChanged(String assignment, String submitter) {
        Optional<FinalScore> now = counted(assignment, submitter);
        if (now.isEmpty()) {
            return;
        }
        List<Integer[]> kept = jdbc.sql("""
                        SELECT final_score, final_max_score FROM learner_standings
                        WHERE assignment = :assignment AND submitter = :submitter""")
                .param("assignment", assignment).param("submitter", submitter)
                .query((rs, row) -> new Integer[] {rs.getObject("final_score", Integer.class),
                    rs.getObject("final_max_score", Integer.class)})
                .list();
        FinalScore score = now.get();
        if (!kept.isEmpty() && Objects.equals(kept.get(0)[0], score.score()) && Objects.equals(kept.get(0)[1], score.maxScore())) {
            return;
        }
        jdbc.sql("""
                        UPDATE learner_standings SET final_score = :score, final_max_score = :max
                        WHERE assignment = :assignment AND submitter = :submitter""")
                .param("score", score.score()).param("max", score.maxScore(), java.sql.Types.INTEGER)
                .param("assignment", assignment).param("submitter", submitter).update();
        events.publishEvent(new FinalScoreChanged(assignment, submitter, score, clock.instant()));
    }

    private void store(String assignment, String submitter) {
        long attempts = jdbc.sql("SELECT COUNT(*) FROM submissions WHERE assignment = :assignment AND submitter = :submitter")
                .param("assignment", assignment).param("submitter", submitter).query(Long.class).single();
        List<Integer> highest = jdbc.sql("""
                        SELECT MAX(CASE WHEN status = 'GRADED' AND score IS NOT NULL THEN score ELSE 0 END)
                        FROM submissions WHERE assignment = :assignment AND submitter = :submitter
                                          AND status NOT IN ('QUEUED', 'RUNNING')""")
                .param("assignment", assignment).param("submitter", submitter).query(Integer.class).list();
        Integer best = highest.isEmpty() ? null : highest.get(0);
        Optional<UUID> latest = jdbc.sql("""
                        SELECT id FROM submissions WHERE assignment = :assignment AND submitter = :submitter
                                                     AND status NOT IN ('QUEUED', 'RUNNING')
                        ORDER BY submitted_at DESC, id DESC FETCH FIRST 1 ROWS ONLY""")
                .param("assignment", assignment).param("submitter", submitter).query(UUID.class).optional();
        UUID counted = latest.isEmpty() || !BEST.equals(rule(assignment)) ? latest.orElse(null)
                : best(assignment, submitter);
        int updated = jdbc.sql("""
                        UPDATE learner_standings SET attempts = :attempts, best = :best, latest_submission = :latest,
                                                     final_submission = :counted
                        WHERE assignment = :assignment AND submitter = :submitter""")
                .param("attempts", attempts).param("best", best).param("latest", latest.orElse(null))
                .param("counted", counted).param("assignment", assignment).param("submitter", submitter)
                .update();
        if (updated == 0) {
            jdbc.sql("""
                            INSERT INTO learner_standings (assignment, submitter, attempts, best, latest_submission,
                                                           final_submission)
                            VALUES (:assignment, :submitter, :attempts, :best, :latest, :counted)""")
                    .param("attempts", attempts).param("best", best).param("latest", latest.orElse(null))
                    .param("counted", counted).param("assignment", assignment).param("submitter", submitter)
                    .update();
        }
    }

    private String rule(String assignment) {
        return jdbc.sql("SELECT final_submission FROM assignment_settings WHERE assignment = :assignment")
                .param("assignment", assignment).query(String.class).optional().orElse("LATEST");
    }

    /**
     * The submission with the highest counted score (penalty applied, override in its place); of equal
     * ones the newest, and of those submitted at one instant the first in (time, id) order.
     */
    private UUID best(String assignment, String submitter) {
        List<Finished> done = jdbc.sql("""
                        SELECT s.id, s.status, s.score, s.submitted_at, s.late_days, s.late_penalty_percent,
                               o.score AS override_score
                        FROM submissions s LEFT JOIN score_overrides o ON o.submission_id = s.id
                        WHERE s.assignment = :assignment AND s.submitter = :submitter
                          AND s.status NOT IN ('QUEUED', 'RUNNING')
                        ORDER BY s.submitted_at, s.id""")
                .param("assignment", assignment).param("submitter", submitter)
                .query((rs, row) -> {
                    Integer score = rs.getObject("score", Integer.class);
                    boolean graded = "GRADED".equals(rs.getString("status"));
                    return new Finished(rs.getObject("id", UUID.class), graded && score != null ? score : 0,
                            SqlTime.read(rs, "submitted_at"),
                            Lateness.stored(rs.getObject("late_days", Integer.class),
                                    rs.getObject("late_penalty_percent", Integer.class)),
                            rs.getObject("override_score", Integer.class));
                })
                .list();
        return done.stream().max(Comparator.comparingInt(Finished::counted).thenComparing(Finished::submittedAt))
                .orElseThrow().id();
    }
}
