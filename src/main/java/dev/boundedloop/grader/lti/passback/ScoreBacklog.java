package dev.boundedloop.grader.lti.passback;

import dev.boundedloop.grader.queue.DeliveryBacklog;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** The scores not yet taken by their LMSs, across replicas: the outbox's PENDING rows. */
@Component
class ScoreBacklog implements DeliveryBacklog {

    private final JdbcClient jdbc;

    ScoreBacklog(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String outbox() {
        return "lti_scores";
    }

    @Override
    public long pending() {
        return jdbc.sql("SELECT COUNT(*) FROM lti_score_deliveries WHERE state = :pending")
                .param("pending", ScoreOutbox.PENDING).query(Long.class).single();
    }
}
