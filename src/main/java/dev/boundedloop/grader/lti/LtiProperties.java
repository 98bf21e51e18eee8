package dev.boundedloop.grader.lti;

import java.net.URI;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * LTI 1.3 settings.
 *
 * @param allowLoopbackPlatforms whether a platform may live on a loopback address (127.0.0.0/8, ::1,
 *     localhost), over {@code http} as well as {@code https}: for a platform on the same machine, such as
 *     a test one. Off by default, so that a registration cannot make the service call itself
 * @param toolUrl the service's public base URL as platforms reach it (e.g. {@code https://grader.example.edu});
 *     unset, the URL each request arrived at is used
 * @param dynamicRegistration whether {@code GET /lti/register} accepts LTI Dynamic Registration from any
 *     platform an administrator opens it from
 * @param loginLifetime how long a login begun at {@code /lti/login} may wait for its launch
 * @param clockSkew how far a platform's clock may be from the service's when checking {@code exp} and {@code iat}
 * @param platformTimeout how long a call to a platform (its JWK set, its registration endpoint) may take
 */
@ConfigurationProperties("grader.lti")
public record LtiProperties(@DefaultValue("false") boolean allowLoopbackPlatforms, URI toolUrl,
        @DefaultValue("true") boolean dynamicRegistration, @DefaultValue("10m") Duration loginLifetime,
        @DefaultValue("60s") Duration clockSkew, @DefaultValue("10s") Duration platformTimeout) {}
