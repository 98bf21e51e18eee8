package dev.boundedloop.grader.replicas;

import dev.boundedloop.grader.storage.DatabaseKind;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * On PostgreSQL, tells every replica that jobs were queued: a NOTIFY that the database delivers when
 * the enqueuing transaction commits, and that {@link ReplicaLiveness} listens for. On H2 nothing.
 */
@Component
public class NewJobSignal {

    static final String CHANNEL = "grading_jobs";

    private final JdbcClient jdbc;
    private final DatabaseKind database;

    NewJobSignal(JdbcClient jdbc, DatabaseKind database) {
        this.jdbc = jdbc;
        this.database = database;
    }

    public void send() {
        if (database.postgres()) {
            jdbc.sql("SELECT pg_notify(:channel, '')").param("channel", CHANNEL).query().singleValue();
        }
    }
}
