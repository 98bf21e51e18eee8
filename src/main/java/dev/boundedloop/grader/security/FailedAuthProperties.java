package dev.boundedloop.grader.security;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How wrong bearer tokens are throttled, per client address ({@code grader.security.failed-auth.*}).
 *
 * @param limit wrong tokens one client address may present within the window before it is answered 429
 *     (default 10)
 * @param window the time the limit counts over, from an address's first wrong token (default 1m)
 * @param maxClients how many client addresses are remembered at once (default 10000); past it the least
 *     recently seen is forgotten, so memory stays bounded whatever the number of addresses
 */
@ConfigurationProperties("grader.security.failed-auth")
public record FailedAuthProperties(
        @DefaultValue("10") int limit,
        @DefaultValue("1m") Duration window,
        @DefaultValue("10000") int maxClients) {

    public FailedAuthProperties {
        if (limit < 1 || maxClients < 1) {
            throw new IllegalArgumentException("grader.security.failed-auth.limit and .max-clients must be 1 or more");
        }
        if (window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("grader.security.failed-auth.window must be positive, e.g. 1m");
        }
    }
}
