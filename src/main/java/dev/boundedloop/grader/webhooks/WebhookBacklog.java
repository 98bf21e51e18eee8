package dev.boundedloop.grader.webhooks;

import dev.boundedloop.grader.queue.DeliveryBacklog;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** The webhook deliveries not yet made, across replicas: PENDING rows of enabled hooks. */
@Component
class WebhookBacklog implements DeliveryBacklog {

    private final JdbcClient jdbc;

    WebhookBacklog(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String outbox() {
        return "webhooks";
    }

    @Override
    public long pending() {
        return jdbc.sql("""
                        SELECT COUNT(*) FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
                        WHERE d.state = :pending AND w.disabled_at IS NULL""")
                .param("pending", Delivery.PENDING).query(Long.class).single();
    }
}
