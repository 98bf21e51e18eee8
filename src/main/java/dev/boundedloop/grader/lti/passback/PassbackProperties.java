package dev.boundedloop.grader.lti.passback;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Grade passback to LMSs ({@code grader.lti.passback.*}).
 *
 * @param send whether this replica posts scores (default true); one that does not still writes them to
 *     the outbox, for the others or its own next start
 * @param maxAttempts tries before a score is marked FAILED (default 10); a refusal that another try cannot
 *     mend (a 400, a 403) fails at once
 * @param firstRetry the wait after the first failed try (default 30s); each later wait doubles it, and a
 *     platform's Retry-After is waited out when longer
 * @param maxRetry the longest wait between tries (default 1h)
 * @param pollInterval how often the sender looks for scores that are due (default 2s)
 */
@ConfigurationProperties("grader.lti.passback")
public record PassbackProperties(
        @DefaultValue("true") boolean send,
        @DefaultValue("10") int maxAttempts,
        @DefaultValue("30s") Duration firstRetry,
        @DefaultValue("1h") Duration maxRetry,
        @DefaultValue("2s") Duration pollInterval) {

    public PassbackProperties {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("grader.lti.passback.max-attempts must be 1 or more");
        }
        for (Duration d : new Duration[] {firstRetry, maxRetry, pollInterval}) {
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("grader.lti.passback: every duration must be positive, e.g. 30s");
            }
        }
    }

    /** The wait after the given failed try (1 for the first), at least what the platform asked for; at most maxRetry. */
    Duration retryAfter(int failedTries, Duration asked) {
        int doublings = Math.min(Math.max(failedTries - 1, 0), 30);
        Duration wait = firstRetry.multipliedBy(1L << doublings);
        if (asked != null && asked.compareTo(wait) > 0) {
            wait = asked;
        }
        return wait.compareTo(maxRetry) > 0 ? maxRetry : wait;
    }
}
