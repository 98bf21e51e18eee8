package dev.boundedloop.grader.reports;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Moves the case rows and transcript rows of reports written before they were shared into case sets and
 * transcript lists, once at start, before the service answers instructors: each report gets its two keys
 * and loses its rows, a batch of reports per transaction. A replica doing the same at the same time
 * computes the same keys, so the two agree.
 */
@Component
public class SharedSetsBackfill implements InitializingBean {

    private static final Logger log = LoggerFactory.getLogger(SharedSetsBackfill.class);
    private static final int BATCH = 500;

    private record TranscriptRow(String caseId, String visibility, String bodyKey, String inlineJson) {}

    private final JdbcClient jdbc;
    private final JdbcTemplate batches;
    private final TransactionTemplate transactions;
    private final CaseSets caseSets;
    private final TranscriptSets transcriptSets;
    private final TranscriptBodies bodies;

    SharedSetsBackfill(JdbcClient jdbc, JdbcTemplate batches, TransactionTemplate transactions, CaseSets caseSets,
            TranscriptSets transcriptSets, TranscriptBodies bodies) {
        this.jdbc = jdbc;
        this.batches = batches;
        this.transactions = transactions;
        this.caseSets = caseSets;
        this.transcriptSets = transcriptSets;
        this.bodies = bodies;
    }

    @Override
    public void afterPropertiesSet() {
        int moved = run();
        if (moved > 0) {
            log.info("Moved the case and transcript rows of {} reports into shared sets", moved);
        }
    }

    /** Moves every report not moved yet; returns how many. */
    public int run() {
        int moved = 0;
        while (true) {
            Integer batch = transactions.execute(tx -> moveBatch());
            if (batch == null || batch == 0) {
                return moved;
            }
            moved += batch;
        }
    }

    private int moveBatch() {
        List<Long> ids = jdbc.sql("SELECT id FROM reports WHERE case_set_sha256 IS NULL ORDER BY id LIMIT " + BATCH)
                .query(Long.class).list();
        if (ids.isEmpty()) {
            return 0;
        }
        Map<Long, List<CaseSets.CaseRow>> cases = new LinkedHashMap<>();
        Map<Long, List<TranscriptRow>> transcripts = new LinkedHashMap<>();
        ids.forEach(id -> {
            cases.put(id, new ArrayList<>());
            transcripts.put(id, new ArrayList<>());
        });
        jdbc.sql("""
                        SELECT report_id, case_id, name, category, visibility, outcome, points, max_points
                        FROM case_results WHERE report_id IN (:ids) ORDER BY report_id, position""")
                .param("ids", ids)
                .query((rs, row) -> cases.get(rs.getLong("report_id")).add(new CaseSets.CaseRow(rs.getString("case_id"),
                        rs.getString("name"), rs.getString("category"), rs.getString("visibility"),
                        rs.getString("outcome"), rs.getInt("points"), rs.getInt("max_points"))))
                .list();
        jdbc.sql("""
                        SELECT report_id, case_id, visibility, body_sha256, messages_json
                        FROM transcripts WHERE report_id IN (:ids) ORDER BY report_id, position""")
                .param("ids", ids)
                .query((rs, row) -> transcripts.get(rs.getLong("report_id")).add(new TranscriptRow(rs.getString("case_id"),
                        rs.getString("visibility"), rs.getString("body_sha256"), rs.getString("messages_json"))))
                .list();
        List<Object[]> keys = new ArrayList<>(ids.size());
        for (Long id : ids) {
            keys.add(new Object[] {caseSets.storeRows(cases.get(id)), transcriptList(transcripts.get(id)), id});
        }
        batches.batchUpdate("UPDATE reports SET case_set_sha256 = ?, transcript_set_sha256 = ? WHERE id = ?", keys);
        jdbc.sql("DELETE FROM case_results WHERE report_id IN (:ids)").param("ids", ids).update();
        jdbc.sql("DELETE FROM transcripts WHERE report_id IN (:ids)").param("ids", ids).update();
        return ids.size();
    }

    /** Rows from before bodies were shared hold their JSON inline; it becomes a body here. */
    private String transcriptList(List<TranscriptRow> rows) {
        List<TranscriptSets.Entry> entries = new ArrayList<>(rows.size());
        for (TranscriptRow row : rows) {
            String key = row.bodyKey() != null ? row.bodyKey() : bodies.store(List.of(row.inlineJson())).get(0);
            entries.add(new TranscriptSets.Entry(row.caseId(), row.visibility(), key));
        }
        return transcriptSets.store(entries);
    }
}
