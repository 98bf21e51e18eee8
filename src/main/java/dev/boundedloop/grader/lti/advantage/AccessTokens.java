package dev.boundedloop.grader.lti.advantage;

import com.nimbusds.jwt.JWTClaimsSet;
import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.PlatformHttp;
import dev.boundedloop.grader.lti.keys.ToolKeys;
import dev.boundedloop.grader.lti.registration.Platform;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Access tokens for a platform's services (LTI Advantage security, section 4.1): the OAuth 2
 * client-credentials grant with a JWT client assertion signed by the tool's current key. A token is
 * kept per platform and scopes until shortly before it expires; a platform that refuses it (401) has
 * it forgotten, so the next call asks for a new one.
 */
@Component
public class AccessTokens {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String ASSERTION_TYPE = "urn:ietf:params:oauth:client-assertion-type:jwt-bearer";
    private static final Duration ASSERTION_LIFETIME = Duration.ofMinutes(5);
    /** A token this close to its expiry is not used for a new call. */
    private static final Duration MARGIN = Duration.ofSeconds(30);
    private static final Duration DEFAULT_LIFETIME = Duration.ofHours(1);

    private record Key(long platform, String scopes) {}

    private record Kept(String token, Instant expires) {}

    private final PlatformHttp http;
    private final ToolKeys keys;
    private final Clock clock;
    private final Map<Key, Kept> kept = new ConcurrentHashMap<>();

    AccessTokens(PlatformHttp http, ToolKeys keys, Clock clock) {
        this.http = http;
        this.keys = keys;
        this.clock = clock;
    }

    /** A token for the scopes; kept, or asked for at the platform's token URL. */
    public String token(Platform platform, Collection<String> scopes) {
        Key key = new Key(platform.id(), String.join(" ", new TreeSet<>(scopes)));
        Instant now = clock.instant();
        Kept token = kept.get(key);
        if (token != null && token.expires().minus(MARGIN).isAfter(now)) {
            return token.token();
        }
        Kept fresh = request(platform, key.scopes(), now);
        kept.put(key, fresh);
        return fresh.token();
    }

    /** Forgets the platform's tokens, after it refused one. */
    public void forget(Platform platform) {
        kept.keySet().removeIf(key -> key.platform() == platform.id());
    }

    private Kept request(Platform platform, String scopes, Instant now) {
        JWTClaimsSet assertion = new JWTClaimsSet.Builder().issuer(platform.clientId()).subject(platform.clientId())
                .audience(platform.tokenUrl().toString()).issueTime(Date.from(now))
                .expirationTime(Date.from(now.plus(ASSERTION_LIFETIME))).jwtID(UUID.randomUUID().toString()).build();
        Map<String, String> form = new LinkedHashMap<>();
        form.put("grant_type", "client_credentials");
        form.put("client_assertion_type", ASSERTION_TYPE);
        form.put("client_assertion", keys.sign(assertion));
        form.put("scope", scopes);
        PlatformHttp.Answer answer;
        try {
            answer = http.postForm(platform.tokenUrl(), form);
        } catch (LtiRefusal refusal) {
            throw new PlatformCallFailed(null, null, refusal.getMessage(), true, null);
        }
        if (!answer.ok()) {
            PlatformCallFailed failed = ServiceAnswers.failure(answer, "the tool's request for an access token");
            boolean refused = answer.status() == 400 || answer.status() == 401;
            throw new PlatformCallFailed(answer.status(), failed.answer(), refused
                    ? "The platform's token endpoint refused the tool's signed request for an access token: check the "
                            + "client id, that the platform reads the tool's keys from its /lti/jwks URL, and that the "
                            + "registration has the grade and roster scopes (" + scopes + ")"
                    : failed.likelyCause(), failed.retryable() || refused, failed.retryAfter());
        }
        try {
            JsonNode body = JSON.readTree(answer.body());
            String token = body.path("access_token").asString("");
            if (token.isBlank()) {
                throw new PlatformCallFailed(answer.status(), ServiceAnswers.shortened(answer.body()),
                        "The platform's token endpoint answered without an access_token", true, null);
            }
            long seconds = body.path("expires_in").asLong(DEFAULT_LIFETIME.toSeconds());
            return new Kept(token, now.plusSeconds(seconds > 0 ? seconds : DEFAULT_LIFETIME.toSeconds()));
        } catch (JacksonException e) {
            throw new PlatformCallFailed(answer.status(), ServiceAnswers.shortened(answer.body()),
                    "The platform's token endpoint did not answer JSON", true, null);
        }
    }
}
