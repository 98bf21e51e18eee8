package dev.boundedloop.grader.webhooks;

import dev.boundedloop.grader.audit.LogText;
import dev.boundedloop.grader.storage.SqlTime;
import java.io.IOException;
import dev.boundedloop.grader.outbound.OutboundGuard;
import dev.boundedloop.grader.outbound.OutboundRefused;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Types;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Sends the outbox's due deliveries, one at a time, from a thread of its own. A delivery is taken by a
 * conditional UPDATE that counts the try and pushes next_attempt_at past the try's longest time, so
 * two replicas never send one try twice, and a replica that dies mid-try leaves it to be tried again.
 * A 2xx answer delivers it; anything else, or no answer in time, is retried after a doubling wait,
 * until the last try marks it FAILED.
 */
@Component
class WebhookSender implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(WebhookSender.class);
    private static final int BATCH = 20;
    private static final int MAX_ERROR = 500;
    static final String REFUSED = "Refused by the outbound guard: ";

    private record Due(long id, UUID eventId, int attempts, String payload, String url, String secret) {}

    private final JdbcClient jdbc;
    private final WebhookProperties properties;
    private final Clock clock;
    private final OutboundGuard guard;
    private ScheduledExecutorService thread;

    WebhookSender(JdbcClient jdbc, WebhookProperties properties, Clock clock, OutboundGuard guard) {
        this.jdbc = jdbc;
        this.properties = properties;
        this.clock = clock;
        this.guard = guard;
    }

    @Override
    public synchronized void start() {
        if (!properties.send() || thread != null) {
            return;
        }
        thread = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread t = new Thread(task, "webhook-sender");
            t.setDaemon(true);
            return t;
        });
        long every = properties.pollInterval().toMillis();
        thread.scheduleWithFixedDelay(this::sendDueSafely, every, every, TimeUnit.MILLISECONDS);
    }

    @Override
    public synchronized void stop() {
        if (thread == null) {
            return;
        }
        // A try cut short here is left PENDING with its lease, and tried again after it.
        thread.shutdownNow();
        try {
            thread.awaitTermination(properties.timeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        thread = null;
    }

    @Override
    public synchronized boolean isRunning() {
        return thread != null;
    }

    private void sendDueSafely() {
        try {
            sendDue();
        } catch (RuntimeException e) {
            // The next poll tries again; a scheduled task that threw would never run again.
            log.warn("Webhook deliveries could not be read or updated: {}", e.toString());
        }
    }

    /** Sends what is due now; returns how many tries it made. */
    int sendDue() {
        Instant now = clock.instant();
        List<Due> due = jdbc.sql("""
                        SELECT d.id, d.event_id, d.attempts, d.payload_json, w.url, w.secret
                        FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
                        WHERE d.state = :pending AND d.next_attempt_at <= :now
                        ORDER BY d.next_attempt_at, d.id LIMIT :batch""")
                .param("pending", Delivery.PENDING).param("now", SqlTime.of(now)).param("batch", BATCH)
                .query((rs, row) -> new Due(rs.getLong("id"), rs.getObject("event_id", UUID.class), rs.getInt("attempts"),
                        rs.getString("payload_json"), rs.getString("url"), rs.getString("secret")))
                .list();
        int tried = 0;
        for (Due delivery : due) {
            if (Thread.currentThread().isInterrupted()) {
                break;
            }
            if (take(delivery, now)) {
                attempt(delivery);
                tried++;
            }
        }
        return tried;
    }

    private boolean take(Due delivery, Instant now) {
        Instant leaseEnd = now.plus(properties.connectTimeout()).plus(properties.timeout().multipliedBy(2));
        return jdbc.sql("""
                        UPDATE webhook_deliveries SET attempts = attempts + 1, next_attempt_at = :leaseEnd
                        WHERE id = :id AND state = :pending AND attempts = :attempts""")
                .param("leaseEnd", SqlTime.of(leaseEnd)).param("id", delivery.id()).param("pending", Delivery.PENDING)
                .param("attempts", delivery.attempts())
                .update() == 1;
    }

    private void attempt(Due delivery) {
        int attempt = delivery.attempts() + 1;
        byte[] body = delivery.payload().getBytes(StandardCharsets.UTF_8);
        Integer status = null;
        String error;
        try {
            // One id for every try of a delivery; each try has its own time, and so its own signature.
            String id = delivery.eventId().toString();
            long timestamp = clock.instant().getEpochSecond();
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(delivery.url()))
                    .timeout(properties.timeout())
                    .header("Content-Type", "application/json")
                    .header("User-Agent", "admission-grader-webhooks")
                    .header(Signature.ID_HEADER, id)
                    .header(Signature.TIMESTAMP_HEADER, Long.toString(timestamp))
                    .header(Signature.SIGNATURE_HEADER, Signature.standard(delivery.secret(), id, timestamp, body))
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body));
            if (Signature.legacy(delivery.secret())) {
                request.header(Signature.LEGACY_HEADER, Signature.legacyOf(delivery.secret(), body))
                        .header(Signature.LEGACY_EVENT_HEADER, id);
            }
            status = guard.send(request.build(), HttpResponse.BodyHandlers.discarding(), properties.connectTimeout()).statusCode();
            error = status / 100 == 2 ? null : "The receiver answered " + status;
        } catch (OutboundRefused refused) {
            // Checked before any connection: the log says why, never what an inner address would have answered.
            error = REFUSED + refused.reason();
        } catch (IOException | IllegalArgumentException e) {
            error = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        } catch (InterruptedException e) {
            // Stopping: the try stays PENDING and is made again after its lease.
            Thread.currentThread().interrupt();
            return;
        }
        record(delivery, attempt, status, error);
    }

    private void record(Due delivery, int attempt, Integer status, String error) {
        Instant now = clock.instant();
        String state = error == null ? Delivery.DELIVERED : attempt >= properties.maxAttempts() ? Delivery.FAILED
                : Delivery.PENDING;
        Instant next = state.equals(Delivery.PENDING) ? now.plus(properties.retryAfter(attempt)) : now;
        jdbc.sql("""
                        UPDATE webhook_deliveries
                        SET state = :state, next_attempt_at = :next, last_status = :status, last_error = :error,
                            finished_at = :finished
                        WHERE id = :id AND attempts = :attempt""")
                .param("state", state).param("next", SqlTime.of(next)).param("status", status, Types.INTEGER)
                .param("error", error == null ? null : shortened(error), Types.VARCHAR)
                .param("finished", state.equals(Delivery.PENDING) ? null : SqlTime.of(now), Types.TIMESTAMP_WITH_TIMEZONE)
                .param("id", delivery.id()).param("attempt", attempt)
                .update();
        if (state.equals(Delivery.FAILED)) {
            log.warn("webhook delivery failed id={} event={} attempts={} lastError={}", delivery.id(), delivery.eventId(),
                    attempt, LogText.value(error));
        }
    }

    private static String shortened(String error) {
        String clean = error.replaceAll("\\p{Cntrl}", " ");
        return clean.length() <= MAX_ERROR ? clean : clean.substring(0, MAX_ERROR);
    }
}
