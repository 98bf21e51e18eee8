package dev.boundedloop.grader.webhooks;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Webhook delivery ({@code grader.webhooks.*}).
 *
 * @param send whether this replica sends deliveries (default true); one that does not still writes them
 *     to the outbox, for the others or its own next start
 * @param maxAttempts tries before a delivery is marked FAILED (default 8)
 * @param firstRetry the wait after the first failed try (default 10s); each later wait doubles it
 * @param maxRetry the longest wait between tries (default 1h)
 * @param pollInterval how often the sender looks for deliveries that are due (default 1s)
 * @param connectTimeout how long to wait for a receiver's connection (default 5s)
 * @param timeout how long to wait for a receiver's answer (default 10s); a try that takes longer failed
 */
@ConfigurationProperties("grader.webhooks")
public record WebhookProperties(
        @DefaultValue("true") boolean send,
        @DefaultValue("8") int maxAttempts,
        @DefaultValue("10s") Duration firstRetry,
        @DefaultValue("1h") Duration maxRetry,
        @DefaultValue("1s") Duration pollInterval,
        @DefaultValue("5s") Duration connectTimeout,
        @DefaultValue("10s") Duration timeout) {

    public WebhookProperties {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("grader.webhooks.max-attempts must be 1 or more");
        }
        for (Duration d : new Duration[] {firstRetry, maxRetry, pollInterval, connectTimeout, timeout}) {
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("grader.webhooks: every duration must be positive, e.g. 10s");
            }
        }
    }

    /** The wait after the given failed try (1 for the first): doubling from firstRetry, at most maxRetry. */
    Duration retryAfter(int failedTries) {
        int doublings = Math.min(Math.max(failedTries - 1, 0), 30);
        Duration wait = firstRetry.multipliedBy(1L << doublings);
        return wait.compareTo(maxRetry) > 0 ? maxRetry : wait;
    }
}
