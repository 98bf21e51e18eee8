package dev.boundedloop.grader.security;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;

/**
 * A new instructor token written straight into the service's database, for an operator who lost
 * every instructor token: no running service is needed, and a running one accepts it at once (a
 * token is looked up by its hash whenever it is not in the short memory of tokens seen lately).
 * Stored as the service stores tokens: its SHA-256 alone.
 */
public final class InstructorRecovery {

    private InstructorRecovery() {}

    /** Thrown when the database holds no grader schema to write the token to. */
    public static final class NoGraderDatabase extends RuntimeException {
        NoGraderDatabase(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * Issues a token for {@code instructor:<name>} in one transaction and returns it: the only copy.
     *
     * @throws IllegalArgumentException when the name is not a subject name
     */
    public static IssuedToken issue(Connection connection, String name, Instant now) throws SQLException {
        SubjectNames.problem(name, "name").ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        });
        String subject = "instructor:" + name;
        String secret = TokenSecrets.newToken();
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try {
            long id = nextId(connection);
            try (PreparedStatement insert = connection.prepareStatement("""
                    INSERT INTO api_tokens (id, token_hash, role, subject, label, created_at)
                    VALUES (?, ?, ?, ?, NULL, ?)""")) {
                insert.setLong(1, id);
                insert.setString(2, TokenSecrets.hash(secret));
                insert.setString(3, Role.INSTRUCTOR.name());
                insert.setString(4, subject);
                insert.setTimestamp(5, Timestamp.from(now));
                insert.executeUpdate();
            }
            connection.commit();
            return new IssuedToken(subject, Role.INSTRUCTOR, secret, id);
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    private static long nextId(Connection connection) throws SQLException {
        // The sequence the service's token entity draws from, one at a time (allocationSize 1).
        try (PreparedStatement next = connection.prepareStatement("SELECT nextval('api_tokens_seq')");
                ResultSet id = next.executeQuery()) {
            id.next();
            return id.getLong(1);
        } catch (SQLException noSchema) {
            throw new NoGraderDatabase("The database has no grader tables (no api_tokens_seq): start the service on "
                    + "it once, which creates them, or check spring.datasource.url", noSchema);
        }
    }
}
