package dev.boundedloop.grader.reports;

import dev.boundedloop.grader.storage.DatabaseKind;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The list of a report's transcripts (each one's case, visibility and body key, in order), stored once per
 * distinct list: a correct policy's reports all repeat the reference runs, so they share one list.
 */
@Component
class TranscriptSets {

    /** One transcript of a report: its case, that case's visibility, and the key of its messages. */
    record Entry(String caseId, String visibility, String bodyKey) {}

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<List<List<String>>> ENTRIES = new TypeReference<>() {};
    /** Lists never change, so what was read once stays right; the bound only caps memory. */
    private static final int CACHED_SETS = 10_000;

    private final ContentAddressed sets;
    private final Map<String, List<Entry>> cache = new ConcurrentHashMap<>();

    TranscriptSets(JdbcClient jdbc, JdbcTemplate batches, DatabaseKind database) {
        this.sets = new ContentAddressed(jdbc, batches, database, "transcript_sets", "entries_gz");
    }

    /** Stores the list, if not stored yet, in the caller's transaction; returns its key. */
    String store(List<Entry> entries) {
        List<List<String>> compact = entries.stream().map(e -> List.of(e.caseId(), e.visibility(), e.bodyKey())).toList();
        return sets.store(JSON.writeValueAsString(compact));
    }

    /** The list under the key. */
    List<Entry> read(String key) {
        List<Entry> cached = cache.get(key);
        if (cached != null) {
            return cached;
        }
        String json = sets.read(List.of(key)).get(key);
        if (json == null) {
            throw new IllegalStateException("transcript set " + key + " is missing");
        }
        List<Entry> entries = JSON.readValue(json, ENTRIES).stream().map(e -> new Entry(e.get(0), e.get(1), e.get(2)))
                .toList();
        if (cache.size() > CACHED_SETS) {
            cache.clear();
        }
        cache.put(key, entries);
        return entries;
    }
}
