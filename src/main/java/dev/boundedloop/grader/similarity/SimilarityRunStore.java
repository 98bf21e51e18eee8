package dev.boundedloop.grader.similarity;

import dev.boundedloop.grader.storage.SqlTime;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.BatchPreparedStatementSetter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Runs and their pairs in SQL that H2 and PostgreSQL both run. A run moves QUEUED, RUNNING, then DONE
 * or FAILED; each move is conditional on the state before, so a run marked FAILED (abandoned, or its
 * replica stopping) is never overwritten by a late result.
 */
@Component
class SimilarityRunStore {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<List<MatchedLines>> MATCHES = new TypeReference<>() {};
    private static final String COLUMNS = """
            id, assignment, state, requested_by, requested_at, started_at, finished_at, submissions, threshold,
            pairs_found, message""";

    private final JdbcClient jdbc;
    private final JdbcTemplate jdbcTemplate;
    private final TransactionTemplate transactions;

    SimilarityRunStore(JdbcClient jdbc, JdbcTemplate jdbcTemplate, TransactionTemplate transactions) {
        this.jdbc = jdbc;
        this.jdbcTemplate = jdbcTemplate;
        this.transactions = transactions;
    }

    /**
     * Stores a QUEUED run that holds its assignment's one active slot.
     *
     * @throws org.springframework.dao.DuplicateKeyException when another run of the assignment is under way
     */
    void insertQueued(UUID id, String assignment, String requestedBy, Instant at, double threshold) {
        jdbc.sql("""
                        INSERT INTO similarity_runs (id, assignment, state, requested_by, requested_at, threshold, active_for)
                        VALUES (:id, :assignment, 'QUEUED', :requestedBy, :at, :threshold, :assignment)""")
                .param("id", id).param("assignment", assignment).param("requestedBy", requestedBy)
                .param("at", SqlTime.of(at)).param("threshold", threshold)
                .update();
    }

    /** The run of the assignment that is QUEUED or RUNNING now, if any. */
    Optional<SimilarityRun> active(String assignment) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM similarity_runs WHERE active_for = :assignment")
                .param("assignment", assignment).query(this::run).optional();
    }

    /** Fails the assignment's active run if it was requested before the given instant; true if it did. */
    boolean abandonIfRequestedBefore(String assignment, Instant before, Instant now, String message) {
        return jdbc.sql("""
                        UPDATE similarity_runs SET state = 'FAILED', active_for = NULL, finished_at = :now, message = :message
                        WHERE active_for = :assignment AND requested_at < :before""")
                .param("assignment", assignment).param("before", SqlTime.of(before)).param("now", SqlTime.of(now))
                .param("message", message)
                .update() > 0;
    }

    boolean markRunning(UUID id, Instant at) {
        return jdbc.sql("UPDATE similarity_runs SET state = 'RUNNING', started_at = :at WHERE id = :id AND state = 'QUEUED'")
                .param("id", id).param("at", SqlTime.of(at)).update() > 0;
    }

    /** Stores a finished run's pairs, in order, unless the run was failed meanwhile; true if stored. */
    boolean finish(UUID id, Instant at, int submissions, int pairsFound, List<LearnerPair> pairs, String message) {
        Boolean stored = transactions.execute(tx -> {
            int updated = jdbc.sql("""
                            UPDATE similarity_runs SET state = 'DONE', active_for = NULL, finished_at = :at,
                                   submissions = :submissions, pairs_found = :pairsFound, message = :message
                            WHERE id = :id AND state = 'RUNNING'""")
                    .param("id", id).param("at", SqlTime.of(at)).param("submissions", submissions)
                    .param("pairsFound", pairsFound).param("message", message)
                    .update();
            if (updated == 0) {
                return false;
            }
            jdbcTemplate.batchUpdate("""
                    INSERT INTO similarity_pairs (run_id, position, learner_a, submission_a, learner_b, submission_b,
                                                  similarity, matches_json)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)""", new BatchPreparedStatementSetter() {
                @Override
                public void setValues(PreparedStatement statement, int position) throws SQLException {
                    LearnerPair pair = pairs.get(position);
                    statement.setObject(1, id);
                    statement.setInt(2, position);
                    statement.setString(3, pair.learnerA());
                    statement.setObject(4, pair.submissionA());
                    statement.setString(5, pair.learnerB());
                    statement.setObject(6, pair.submissionB());
                    statement.setDouble(7, pair.similarity());
                    statement.setString(8, JSON.writeValueAsString(pair.matches()));
                }

                @Override
                public int getBatchSize() {
                    return pairs.size();
                }
            });
            return true;
        });
        return Boolean.TRUE.equals(stored);
    }

    /** Fails a run that is not finished yet; true if it was not. */
    boolean fail(UUID id, Instant at, String message) {
        return jdbc.sql("""
                        UPDATE similarity_runs SET state = 'FAILED', active_for = NULL, finished_at = :at, message = :message
                        WHERE id = :id AND state IN ('QUEUED', 'RUNNING')""")
                .param("id", id).param("at", SqlTime.of(at)).param("message", message)
                .update() > 0;
    }

    /** The run with its pairs; empty if there is no such run of this assignment. */
    Optional<SimilarityRun> find(String assignment, UUID id) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM similarity_runs WHERE id = :id AND assignment = :assignment")
                .param("id", id).param("assignment", assignment)
                .query(this::run).optional().map(run -> run.withPairs(pairs(id)));
    }

    /** The assignment's most recently requested run with its pairs, whatever its state. */
    Optional<SimilarityRun> latest(String assignment) {
        return jdbc.sql("SELECT " + COLUMNS + """
                         FROM similarity_runs WHERE assignment = :assignment
                        ORDER BY requested_at DESC, id DESC FETCH FIRST 1 ROWS ONLY""")
                .param("assignment", assignment)
                .query(this::run).optional().map(run -> run.withPairs(pairs(run.id())));
    }

    private List<LearnerPair> pairs(UUID run) {
        return jdbc.sql("""
                        SELECT learner_a, submission_a, learner_b, submission_b, similarity, matches_json
                        FROM similarity_pairs WHERE run_id = :run ORDER BY position""")
                .param("run", run)
                .query((rs, row) -> new LearnerPair(rs.getString("learner_a"), rs.getObject("submission_a", UUID.class),
                        rs.getString("learner_b"), rs.getObject("submission_b", UUID.class), rs.getDouble("similarity"),
                        JSON.readValue(rs.getString("matches_json"), MATCHES)))
                .list();
    }

    private SimilarityRun run(ResultSet rs, int row) throws SQLException {
        return new SimilarityRun(rs.getObject("id", UUID.class), rs.getString("assignment"), rs.getString("state"),
                rs.getString("requested_by"), SqlTime.read(rs, "requested_at"), SqlTime.read(rs, "started_at"),
                SqlTime.read(rs, "finished_at"), rs.getObject("submissions", Integer.class), rs.getDouble("threshold"),
                rs.getObject("pairs_found", Integer.class), rs.getString("message"), List.of());
    }

}
