package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.hashing.Sha256;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Transcript messages stored by content: each distinct JSON once, gzipped, under its SHA-256. Two
 * replicas storing the same body at once both succeed; the database keeps one.
 */
@Component
class TranscriptBodies {

    private final JdbcClient jdbc;
    private final JdbcTemplate batches;
    private final DatabaseKind database;

    TranscriptBodies(JdbcClient jdbc, JdbcTemplate batches, DatabaseKind database) {
        this.jdbc = jdbc;
        this.batches = batches;
        this.database = database;
    }

    /** Stores the bodies not stored yet, in the caller's transaction; returns each JSON's key, in order. */
    List<String> store(List<String> messagesJson) {
        Map<String, String> byKey = new LinkedHashMap<>();
        List<String> keys = new ArrayList<>(messagesJson.size());
        for (String json : messagesJson) {
            String key = Sha256.hex(json);
            byKey.putIfAbsent(key, json);
            keys.add(key);
        }
        Set<String> missing = new HashSet<>(byKey.keySet());
        missing.removeAll(existing(byKey.keySet()));
        List<Map.Entry<String, String>> toInsert = byKey.entrySet().stream().filter(e -> missing.contains(e.getKey()))
                .toList();
        if (!toInsert.isEmpty()) {
            batches.batchUpdate(insertIfAbsent(), toInsert, toInsert.size(), (row, body) -> {
                row.setString(1, body.getKey());
                row.setBytes(2, Gzip.of(body.getValue()));
            });
        }
        return keys;
    }

    private Collection<String> existing(Collection<String> keys) {
        return jdbc.sql("SELECT sha256 FROM transcript_bodies WHERE sha256 IN (:keys)").param("keys", keys)
                .query(String.class).list();
    }

    /** Another replica may store the same body between the look and the insert; then it is left alone. */
    private String insertIfAbsent() {
        return database.postgres()
                ? "INSERT INTO transcript_bodies (sha256, messages_gz) VALUES (?, ?) ON CONFLICT (sha256) DO NOTHING"
                : "MERGE INTO transcript_bodies (sha256, messages_gz) KEY (sha256) VALUES (?, ?)";
    }
}
