package dev.boundedloop.grader.reports;

import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.storage.DatabaseKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * A report's cases as instructors' queries read them (id, name, category, visibility, outcome and points,
 * in report order), stored once per distinct set: the reports of an assignment repeat a few outcome
 * vectors, so a report names its set by SHA-256 instead of holding a row per case.
 */
@Component
public class CaseSets {

    /** One case of a set, as the case rows before it held it: category lower case, enums by name. */
    public record CaseRow(String caseId, String name, String category, String visibility, String outcome, int points,
            int maxPoints) {

        static CaseRow of(CaseResult c) {
            return new CaseRow(c.id(), c.name(), c.category().name().toLowerCase(), c.visibility().name(),
                    c.outcome().name(), c.points(), c.maxPoints());
        }
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<List<List<Object>>> ROWS = new TypeReference<>() {};
    /** Sets never change, so what was read once stays right; the bound only caps memory. */
    private static final int CACHED_SETS = 10_000;

    private final ContentAddressed sets;
    private final Map<String, List<CaseRow>> cache = new ConcurrentHashMap<>();

    CaseSets(JdbcClient jdbc, JdbcTemplate batches, DatabaseKind database) {
        this.sets = new ContentAddressed(jdbc, batches, database, "case_sets", "cases_gz");
    }

    /** Stores the report's cases as a set, if not stored yet, in the caller's transaction; returns its key. */
    String store(List<CaseResult> cases) {
        return storeRows(cases.stream().map(CaseRow::of).toList());
    }

    /** Like {@link #store}, from rows already in their stored form. */
    public String storeRows(List<CaseRow> rows) {
        // Arrays, not objects: the field names would be most of each set.
        List<List<Object>> compact = rows.stream().map(r -> Arrays.<Object>asList(r.caseId(), r.name(), r.category(),
                r.visibility(), r.outcome(), r.points(), r.maxPoints())).toList();
        return sets.store(JSON.writeValueAsString(compact));
    }

    /** Each key's cases, in report order; keys not stored are left out. */
    public Map<String, List<CaseRow>> read(Collection<String> keys) {
        Map<String, List<CaseRow>> found = new HashMap<>();
        List<String> missing = new ArrayList<>();
        for (String key : keys) {
            List<CaseRow> cached = cache.get(key);
            if (cached != null) {
                found.put(key, cached);
            } else {
                missing.add(key);
            }
        }
        if (!missing.isEmpty()) {
            if (cache.size() > CACHED_SETS) {
                cache.clear();
            }
            sets.read(missing).forEach((key, json) -> {
                List<CaseRow> rows = JSON.readValue(json, ROWS).stream().map(CaseSets::row).toList();
                cache.put(key, rows);
                found.put(key, rows);
            });
        }
        return found;
    }

    private static CaseRow row(List<Object> r) {
        return new CaseRow((String) r.get(0), (String) r.get(1), (String) r.get(2), (String) r.get(3), (String) r.get(4),
                ((Number) r.get(5)).intValue(), ((Number) r.get(6)).intValue());
    }
}
