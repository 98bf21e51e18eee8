package dev.boundedloop.grader.reports;

import dev.boundedloop.grader.hashing.Sha256;
import dev.boundedloop.grader.storage.DatabaseKind;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * JSON stored once per distinct content, gzipped, under its SHA-256, in a table of two columns (sha256 and
 * the gzipped JSON). Two replicas storing the same content at once both succeed; the database keeps one.
 */
final class ContentAddressed {

    private final JdbcClient jdbc;
    private final JdbcTemplate batches;
    private final DatabaseKind database;
    private final String table;
    private final String column;

    ContentAddressed(JdbcClient jdbc, JdbcTemplate batches, DatabaseKind database, String table, String column) {
        this.jdbc = jdbc;
        this.batches = batches;
        this.database = database;
        this.table = table;
        this.column = column;
    }

    /** Stores the contents not stored yet, in the caller's transaction; returns each one's key, in order. */
    List<String> store(List<String> contents) {
        Map<String, String> byKey = new LinkedHashMap<>();
        List<String> keys = new ArrayList<>(contents.size());
        for (String json : contents) {
            String key = Sha256.hex(json);
            byKey.putIfAbsent(key, json);
            keys.add(key);
        }
        Set<String> missing = new HashSet<>(byKey.keySet());
        missing.removeAll(jdbc.sql("SELECT sha256 FROM " + table + " WHERE sha256 IN (:keys)")
                .param("keys", byKey.keySet()).query(String.class).list());
        List<Map.Entry<String, String>> toInsert = byKey.entrySet().stream().filter(e -> missing.contains(e.getKey()))
                .toList();
        if (!toInsert.isEmpty()) {
            batches.batchUpdate(insertIfAbsent(), toInsert, toInsert.size(), (row, content) -> {
                row.setString(1, content.getKey());
                row.setBytes(2, Gzip.of(content.getValue()));
            });
        }
        return keys;
    }

    String store(String content) {
        return store(List.of(content)).get(0);
    }

    /** The JSON of each key found. */
    Map<String, String> read(Collection<String> keys) {
        Map<String, String> found = new HashMap<>();
        if (keys.isEmpty()) {
            return found;
        }
        jdbc.sql("SELECT sha256, " + column + " FROM " + table + " WHERE sha256 IN (:keys)").param("keys", keys)
                .query((rs, row) -> found.put(rs.getString(1), Gzip.text(rs.getBytes(2))))
                .list();
        return found;
    }

    /** Another replica may store the same content between the look and the insert; then it is left alone. */
    private String insertIfAbsent() {
        return database.postgres()
                ? "INSERT INTO " + table + " (sha256, " + column + ") VALUES (?, ?) ON CONFLICT (sha256) DO NOTHING"
                : "MERGE INTO " + table + " (sha256, " + column + ") KEY (sha256) VALUES (?, ?)";
    }
}
