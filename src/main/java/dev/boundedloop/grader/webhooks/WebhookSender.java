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
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Sends the outbox's due deliveries, one at a time, from a thread of its own. A delivery is taken by a
 * conditional UPDATE that counts the try and pushes next_attempt_at past the try's longest time, so
 * two replicas never send one try twice, and a replica that dies mid-try leaves it to be tried again.
 * A 2xx answer delivers it. A 410 Gone fails it and disables its hook. Anything else, or no answer in
 * time, is tried again on the retry schedule (a 429's or 503's Retry-After instead, when it gives one),
 * until the last try marks it FAILED.
 */
@Component
class WebhookSender implements SmartLifecycle {

    private static final Logger log = LoggerFactory.getLogger(WebhookSender.class);
    private static final int BATCH = 20;
    private static final int MAX_ERROR = 500;
    static final String REFUSED = "Refused by the outbound guard: ";

    private record Due(long id, long hookId, UUID eventId, int attempts, String payload, String url, String secret,
            String previousSecret, Instant previousUntil) {}

    /** What one try came to: the receiver's status (null without an answer), why it failed, and its Retry-After. */
    private record Outcome(Integer status, String error, Duration retryAfter) {}

    private final JdbcClient jdbc;
    private final WebhookProperties properties;
    private final Clock clock;
    private final OutboundGuard guard;
    private final RetrySchedule schedule;
    private final RandomGenerator random = new SplittableRandom();
    private ScheduledExecutorService thread;

    WebhookSender(JdbcClient jdbc, WebhookProperties properties, Clock clock, OutboundGuard guard) {
        this.jdbc = jdbc;
        this.properties = properties;
        this.clock = clock;
        this.guard = guard;
        this.schedule = properties.schedule();
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
                        SELECT d.id, d.webhook_id, d.event_id, d.attempts, d.payload_json, w.url, w.secret,
                               w.previous_secret, w.previous_secret_until
                        FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
                        WHERE d.state = :pending AND d.next_attempt_at <= :now AND w.disabled_at IS NULL
                        ORDER BY d.next_attempt_at, d.id LIMIT :batch""")
                .param("pending", Delivery.PENDING).param("now", SqlTime.of(now)).param("batch", BATCH)
                .query((rs, row) -> new Due(rs.getLong("id"), rs.getLong("webhook_id"), rs.getObject("event_id", UUID.class),
                        rs.getInt("attempts"), rs.getString("payload_json"), rs.getString("url"), rs.getString("secret"),
                        rs.getString("previous_secret"), SqlTime.read(rs, "previous_secret_until")))
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
        Outcome outcome;
        try {
            // One id for every try of a delivery; each try has its own time, and so its own signature.
            String id = delivery.eventId().toString();
            Instant now = clock.instant();
            long timestamp = now.getEpochSecond();
            boolean inGrace = delivery.previousSecret() != null && delivery.previousUntil() != null
                    && now.isBefore(delivery.previousUntil());
            String signatures = Signature.standard(delivery.secret(), id, timestamp, body)
                    + (inGrace ? " " + Signature.standard(delivery.previousSecret(), id, timestamp, body) : "");
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(delivery.url()))
                    .timeout(properties.timeout())
                    .header("Content-Type", "application/json")
                    .header("User-Agent", "admission-grader-webhooks")
                    .header(Signature.ID_HEADER, id)
                    .header(Signature.TIMESTAMP_HEADER, Long.toString(timestamp))
                    .header(Signature.SIGNATURE_HEADER, signatures)
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body));
            // A hook from before Standard Webhooks keeps its old header while its hex secret signs.
            String legacySecret = Signature.legacy(delivery.secret()) ? delivery.secret()
                    : inGrace && Signature.legacy(delivery.previousSecret()) ? delivery.previousSecret() : null;
            if (legacySecret != null) {
                request.header(Signature.LEGACY_HEADER, Signature.legacyOf(legacySecret, body))
                        .header(Signature.LEGACY_EVENT_HEADER, id);
            }
            HttpResponse<Void> response = guard.send(request.build(), HttpResponse.BodyHandlers.discarding(),
                    properties.connectTimeout());
            int status = response.statusCode();
            outcome = new Outcome(status, status / 100 == 2 ? null : "The receiver answered " + status,
                    status == 429 || status == 503 ? RetryAfter.of(response.headers(), now).orElse(null) : null);
        } catch (OutboundRefused refused) {
            // Checked before any connection: the log says why, never what an inner address would have answered.
            outcome = new Outcome(null, REFUSED + refused.reason(), null);
        } catch (IOException | IllegalArgumentException e) {
            outcome = new Outcome(null, e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()),
                    null);
        } catch (InterruptedException e) {
            // Stopping: the try stays PENDING and is made again after its lease.
            Thread.currentThread().interrupt();
            return;
        }
        record(delivery, attempt, outcome);
    }

    private void record(Due delivery, int attempt, Outcome outcome) {
        Instant now = clock.instant();
        boolean gone = outcome.status() != null && outcome.status() == 410;
        String state = outcome.error() == null ? Delivery.DELIVERED
                : gone || attempt >= schedule.attempts() ? Delivery.FAILED : Delivery.PENDING;
        Instant next = state.equals(Delivery.PENDING) ? now.plus(nextWait(attempt, outcome)) : now;
        String error = gone ? outcome.error() + " (Gone): the hook is disabled until an instructor enables it"
                : outcome.error();
        jdbc.sql("""
                        UPDATE webhook_deliveries
                        SET state = :state, next_attempt_at = :next, last_status = :status, last_error = :error,
                            last_attempt_at = :now, finished_at = :finished
                        WHERE id = :id AND attempts = :attempt""")
                .param("state", state).param("next", SqlTime.of(next)).param("now", SqlTime.of(now))
                .param("status", outcome.status(), Types.INTEGER)
                .param("error", error == null ? null : shortened(error), Types.VARCHAR)
                .param("finished", state.equals(Delivery.PENDING) ? null : SqlTime.of(now), Types.TIMESTAMP_WITH_TIMEZONE)
                .param("id", delivery.id()).param("attempt", attempt)
                .update();
        if (gone) {
            disable(delivery, now);
        } else if (state.equals(Delivery.FAILED)) {
            log.warn("webhook delivery failed id={} event={} attempts={} lastError={}", delivery.id(), delivery.eventId(),
                    attempt, LogText.value(error));
        }
    }

    /** The schedule's wait, or what the receiver's Retry-After asked for, up to the schedule's longest wait. */
    private Duration nextWait(int failedTries, Outcome outcome) {
        if (outcome.retryAfter() != null) {
            Duration asked = outcome.retryAfter();
            return asked.compareTo(schedule.longest()) > 0 ? schedule.longest() : asked;
        }
        return schedule.after(failedTries, random);
    }

    /**
     * A 410 says the receiver is gone for good (Standard Webhooks): the hook is disabled and its other
     * pending deliveries are given up, so nothing more is sent to it.
     */
    private void disable(Due delivery, Instant now) {
        jdbc.sql("""
                        UPDATE webhooks SET disabled_at = :now, disabled_reason = :reason
                        WHERE id = :hook AND disabled_at IS NULL""")
                .param("now", SqlTime.of(now)).param("hook", delivery.hookId())
                .param("reason", "The receiver answered 410 Gone to delivery " + delivery.id()).update();
        jdbc.sql("""
                        UPDATE webhook_deliveries SET state = :failed, finished_at = :now,
                            last_error = 'Not sent: the hook was disabled by a 410 Gone'
                        WHERE webhook_id = :hook AND state = :pending""")
                .param("failed", Delivery.FAILED).param("now", SqlTime.of(now)).param("hook", delivery.hookId())
                .param("pending", Delivery.PENDING).update();
        log.warn("webhook disabled id={} url={}: its receiver answered 410 Gone", delivery.hookId(),
                LogText.value(delivery.url()));
    }

    private static String shortened(String error) {
        String clean = error.replaceAll("\\p{Cntrl}", " ");
        return clean.length() <= MAX_ERROR ? clean : clean.substring(0, MAX_ERROR);
    }
}
