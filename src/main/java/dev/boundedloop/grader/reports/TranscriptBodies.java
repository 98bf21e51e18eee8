package dev.boundedloop.grader.reports;

import dev.boundedloop.grader.storage.DatabaseKind;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** Transcript messages stored by content: each distinct JSON once, gzipped, under its SHA-256. */
@Component
class TranscriptBodies {

    private final ContentAddressed bodies;

    TranscriptBodies(JdbcClient jdbc, JdbcTemplate batches, DatabaseKind database) {
        this.bodies = new ContentAddressed(jdbc, batches, database, "transcript_bodies", "messages_gz");
    }

    /** Stores the bodies not stored yet, in the caller's transaction; returns each JSON's key, in order. */
    List<String> store(List<String> messagesJson) {
        return bodies.store(messagesJson);
    }

    /** The messages JSON of each key. */
    Map<String, String> read(Collection<String> keys) {
        return bodies.read(keys);
    }
}
