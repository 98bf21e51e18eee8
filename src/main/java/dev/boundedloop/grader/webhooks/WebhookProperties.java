package dev.boundedloop.grader.webhooks;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Webhook delivery ({@code grader.webhooks.*}).
 *
 * @param send whether this replica sends deliveries (default true); one that does not still writes them
 *     to the outbox, for the others or its own next start
 * @param retrySchedule the waits between tries of a delivery that failed (default Standard Webhooks'
 *     5s,5m,30m,2h,5h,10h,10h); after the last one's try, the delivery is marked FAILED. A receiver's
 *     Retry-After on a 429 or 503 answer replaces the wait, up to the longest of them
 * @param retryJitter how far each wait may move either way, as a fraction of it (default 0.1)
 * @param rotationGrace how long a hook's previous secret still signs beside the new one after a
 *     rotation (default 24h)
 * @param pollInterval how often the sender looks for deliveries that are due (default 1s)
 * @param connectTimeout how long to wait for a receiver's connection (default 5s)
 * @param timeout how long to wait for a receiver's answer (default 10s); a try that takes longer failed
 */
@ConfigurationProperties("grader.webhooks")
public record WebhookProperties(
        @DefaultValue("true") boolean send,
        @DefaultValue({"5s", "5m", "30m", "2h", "5h", "10h", "10h"}) List<Duration> retrySchedule,
        @DefaultValue("0.1") double retryJitter,
        @DefaultValue("24h") Duration rotationGrace,
        @DefaultValue("1s") Duration pollInterval,
        @DefaultValue("5s") Duration connectTimeout,
        @DefaultValue("10s") Duration timeout) {

    public WebhookProperties {
        for (Duration d : new Duration[] {rotationGrace, pollInterval, connectTimeout, timeout}) {
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("grader.webhooks: every duration must be positive, e.g. 10s");
            }
        }
        schedule(retrySchedule, retryJitter); // refuses a wrong schedule at start
    }

    RetrySchedule schedule() {
        return schedule(retrySchedule, retryJitter);
    }

    private static RetrySchedule schedule(List<Duration> waits, double jitter) {
        return new RetrySchedule(waits, jitter);
    }
}
