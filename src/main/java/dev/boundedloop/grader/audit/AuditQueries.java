package dev.boundedloop.grader.audit;

import dev.boundedloop.grader.storage.SqlTime;
import dev.boundedloop.grader.web.PageOf;
import java.util.List;
import org.springframework.data.domain.Pageable;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.json.JsonMapper;

/** The audit table read newest first, optionally of one action or one actor. */
@Repository
class AuditQueries {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** NULL for a filter left out matches every row; both databases compare a typed NULL parameter. */
    private static final String WHERE = " WHERE (CAST(:action AS VARCHAR(64)) IS NULL OR action = :action)"
            + " AND (CAST(:actor AS VARCHAR(80)) IS NULL OR actor = :actor)";

    private final JdbcClient jdbc;

    AuditQueries(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    PageOf<AuditEntry> page(String action, String actor, Pageable page) {
        long total = jdbc.sql("SELECT COUNT(*) FROM audit_events" + WHERE)
                .param("action", action).param("actor", actor)
                .query(Long.class).single();
        List<AuditEntry> items = jdbc.sql("SELECT id, at, actor, action, target, detail_json FROM audit_events" + WHERE
                        + " ORDER BY at DESC, id DESC LIMIT :limit OFFSET :offset")
                .param("action", action).param("actor", actor)
                .param("limit", page.getPageSize()).param("offset", page.getOffset())
                .query((rs, row) -> new AuditEntry(rs.getLong("id"), SqlTime.read(rs, "at"), rs.getString("actor"),
                        rs.getString("action"), rs.getString("target"), JSON.readTree(rs.getString("detail_json"))))
                .list();
        return new PageOf<>(items, page.getPageNumber(), page.getPageSize(), total);
    }
}
