package dev.boundedloop.grader.outbound;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * What outbound calls may reach ({@code grader.outbound.*}). By default only public addresses.
 *
 * @param allowLoopback whether outbound calls may reach loopback addresses (127.0.0.0/8, ::1); off by
 *     default. For tests and a receiver on the service's own machine; the service's own port stays refused.
 * @param allow hosts and address blocks outbound calls may reach although they are private, link-local or
 *     otherwise inside the network, e.g. {@code lms.campus.example, *.campus.example, 10.20.0.0/16, fd00::/8};
 *     empty by default. A name listed is allowed whatever it resolves to; {@code *.} allows its subdomains.
 * @param connectTimeout the default wait for a connection, for callers that set none (default 5s)
 */
@ConfigurationProperties("grader.outbound")
public record OutboundProperties(
        @DefaultValue("false") boolean allowLoopback,
        @DefaultValue List<String> allow,
        @DefaultValue("5s") Duration connectTimeout) {

    public OutboundProperties {
        allow = allow == null ? List.of() : List.copyOf(allow);
        if (connectTimeout.isNegative() || connectTimeout.isZero()) {
            throw new IllegalArgumentException("grader.outbound.connect-timeout must be positive, e.g. 5s");
        }
    }

    /** Nothing inside the network allowed: the defaults. */
    public static OutboundProperties defaults() {
        return new OutboundProperties(false, List.of(), Duration.ofSeconds(5));
    }
}
