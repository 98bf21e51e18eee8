package dev.boundedloop.grader.webhooks;

import dev.boundedloop.grader.reports.ReportStored;
import dev.boundedloop.grader.storage.SqlTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a delivery for each hook on a report's assignment (or on all) in the transaction that stores
 * the report: the report and its deliveries are committed together, or neither is. A hook a receiver's
 * 410 disabled gets none.
 */
@Component
class WebhookOutbox {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final JdbcClient jdbc;

    WebhookOutbox(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @EventListener
    void on(ReportStored stored) {
        List<Long> hooks = jdbc.sql("""
                        SELECT id FROM webhooks
                        WHERE (assignment IS NULL OR assignment = :assignment) AND disabled_at IS NULL
                        ORDER BY id""")
                .param("assignment", stored.assignment())
                .query(Long.class).list();
        if (hooks.isEmpty()) {
            return;
        }
        String learner = jdbc.sql("SELECT submitter FROM submissions WHERE id = :id").param("id", stored.submissionId())
                .query(String.class).optional().orElse(null);
        Map<String, Object> payload = new LinkedHashMap<>();
        payload.put("event", "report");
        payload.put("submissionId", stored.submissionId());
        payload.put("learner", learner);
        payload.put("assignment", stored.assignment());
        payload.put("status", stored.status());
        payload.put("score", stored.score());
        payload.put("maxScore", stored.maxScore());
        payload.put("reportId", stored.reportId());
        payload.put("at", stored.at().toString());
        String body = JSON.writeValueAsString(payload);
        for (long hook : hooks) {
            jdbc.sql("""
                            INSERT INTO webhook_deliveries (id, webhook_id, event_id, submission_id, payload_json, state,
                                                            attempts, next_attempt_at, created_at)
                            VALUES (nextval('webhook_deliveries_seq'), :hook, :eventId, :submissionId, :payload,
                                    :state, 0, :at, :at)""")
                    .param("hook", hook).param("eventId", UUID.randomUUID()).param("submissionId", stored.submissionId())
                    .param("payload", body).param("state", Delivery.PENDING).param("at", SqlTime.of(stored.at()))
                    .update();
        }
    }
}
