package dev.boundedloop.grader.lti.launch;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import dev.boundedloop.grader.lti.LtiProperties;
import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.registration.Platform;
import java.text.ParseException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * The checks of LTI 1.3 Core (section 5.1.3) and the OpenID Connect implicit flow on an id_token, each
 * refusing with the name of the rule it enforces.
 */
@Component
class IdTokenChecks {

    private static final Set<String> MESSAGE_TYPES = Set.of(Claims.RESOURCE_LINK_REQUEST, Claims.DEEP_LINKING_REQUEST);

    private final PlatformKeys keys;
    private final LtiProperties properties;
    private final Clock clock;

    IdTokenChecks(PlatformKeys keys, LtiProperties properties, Clock clock) {
        this.keys = keys;
        this.properties = properties;
        this.clock = clock;
    }

    LtiLaunch check(String idToken, Platform platform, String expectedNonce) {
        if (idToken == null || idToken.isBlank()) {
            throw new LtiRefusal("id_token", "The launch carries no id_token");
        }
        SignedJWT jwt;
        JWTClaimsSet claims;
        try {
            jwt = SignedJWT.parse(idToken.strip());
            claims = jwt.getJWTClaimsSet();
        } catch (ParseException e) {
            throw new LtiRefusal("id_token", "The id_token is not a signed JWT: " + e.getMessage());
        }
        if (!JWSAlgorithm.RS256.equals(jwt.getHeader().getAlgorithm())) {
            throw new LtiRefusal("alg", "The id_token is signed with " + jwt.getHeader().getAlgorithm() + "; LTI 1.3 requires RS256");
        }
        if (!platform.issuer().equals(claims.getIssuer())) {
            throw new LtiRefusal("iss", "The id_token's issuer (iss) \"" + claims.getIssuer() + "\" is not \""
                    + platform.issuer() + "\", the platform this login began with");
        }
        verifySignature(jwt, platform);
        checkAudience(claims, platform.clientId());
        checkTimes(claims);
        if (!expectedNonce.equals(claims.getClaim("nonce"))) {
            throw new LtiRefusal("nonce", claims.getClaim("nonce") == null ? "The id_token carries no nonce"
                    : "The id_token's nonce is not the one this login sent: the token was made for another login, or is replayed");
        }
        String deployment = text(claims, Claims.DEPLOYMENT_ID);
        if (deployment == null || !platform.deploymentIds().contains(deployment)) {
            throw new LtiRefusal("deployment_id", deployment == null ? "The id_token carries no deployment_id claim"
                    : "The deployment \"" + deployment + "\" is not registered for this platform (registered: "
                            + String.join(", ", platform.deploymentIds()) + "); an instructor adds it with POST /api/instructor/lti/platforms");
        }
        String type = text(claims, Claims.MESSAGE_TYPE);
        if (type == null || !MESSAGE_TYPES.contains(type)) {
            throw new LtiRefusal("message_type", "The message type \"" + type + "\" is not one this tool takes ("
                    + Claims.RESOURCE_LINK_REQUEST + ", " + Claims.DEEP_LINKING_REQUEST + ")");
        }
        String version = text(claims, Claims.VERSION);
        if (!Claims.LTI_VERSION.equals(version)) {
            throw new LtiRefusal("version", "The LTI version \"" + version + "\" is not " + Claims.LTI_VERSION);
        }
        return launch(claims, platform, deployment, type);
    }

    private LtiLaunch launch(JWTClaimsSet claims, Platform platform, String deployment, String type) {
        String subject = claims.getSubject();
        if (subject == null || subject.isBlank()) {
            throw new LtiRefusal("sub", "The id_token names no user (sub): this tool takes no anonymous launches");
        }
        List<String> roles = strings(claims.getClaim(Claims.ROLES));
        if (roles == null) {
            throw new LtiRefusal("roles", "The id_token carries no roles claim");
        }
        Map<String, Object> link = object(claims, Claims.RESOURCE_LINK);
        String linkId = link == null ? null : (String) link.get("id");
        if (type.equals(Claims.RESOURCE_LINK_REQUEST) && (linkId == null || linkId.isBlank())) {
            throw new LtiRefusal("resource_link", "The resource link request carries no resource_link claim with an id");
        }
        Map<String, Object> context = object(claims, Claims.CONTEXT);
        Map<String, Object> custom = object(claims, Claims.CUSTOM);
        String returnUrl = null;
        String data = null;
        if (type.equals(Claims.DEEP_LINKING_REQUEST)) {
            Map<String, Object> settings = object(claims, Claims.DEEP_LINKING_SETTINGS);
            returnUrl = settings == null ? null : (String) settings.get("deep_link_return_url");
            if (returnUrl == null || returnUrl.isBlank()) {
                throw new LtiRefusal("deep_linking_settings", "The deep-linking request carries no deep_link_return_url");
            }
            data = settings.get("data") instanceof String text ? text : null;
        }
        return new LtiLaunch(platform, deployment, type, subject, text(claims, "name"), text(claims, "email"), roles,
                context == null ? null : (String) context.get("id"), context == null ? null : (String) context.get("label"),
                context == null ? null : (String) context.get("title"), linkId, text(claims, Claims.TARGET_LINK_URI),
                custom == null ? Map.of() : custom, returnUrl, data, grades(claims), membershipsUrl(claims));
    }

    private static LtiLaunch.GradeService grades(JWTClaimsSet claims) {
        Map<String, Object> endpoint = object(claims, Claims.AGS_ENDPOINT);
        if (endpoint == null) {
            return null;
        }
        List<String> scopes = strings(endpoint.get("scope"));
        return new LtiLaunch.GradeService(endpoint.get("lineitems") instanceof String url ? url : null,
                endpoint.get("lineitem") instanceof String url ? url : null, scopes == null ? List.of() : scopes);
    }

    private static String membershipsUrl(JWTClaimsSet claims) {
        Map<String, Object> service = object(claims, Claims.NRPS);
        return service != null && service.get("context_memberships_url") instanceof String url ? url : null;
    }

    private void verifySignature(SignedJWT jwt, Platform platform) {
        try {
            if (!jwt.verify(new RSASSAVerifier(keys.key(platform, jwt.getHeader().getKeyID())))) {
                throw new LtiRefusal("signature", "The id_token's signature does not check against the platform's key \""
                        + jwt.getHeader().getKeyID() + "\"");
            }
        } catch (JOSEException e) {
            throw new LtiRefusal("signature", "The id_token's signature could not be checked: " + e.getMessage());
        }
    }

    private static void checkAudience(JWTClaimsSet claims, String clientId) {
        List<String> audience = claims.getAudience();
        if (!audience.contains(clientId)) {
            throw new LtiRefusal("aud", "The id_token's audience (aud) " + audience + " does not hold this tool's client id \""
                    + clientId + "\"");
        }
        Object azp = claims.getClaim("azp");
        if (audience.size() > 1 && azp == null) {
            throw new LtiRefusal("azp", "The id_token has several audiences but no authorized party (azp)");
        }
        if (azp != null && !clientId.equals(azp)) {
            throw new LtiRefusal("azp", "The id_token's authorized party (azp) \"" + azp + "\" is not this tool's client id \""
                    + clientId + "\"");
        }
    }

    private void checkTimes(JWTClaimsSet claims) {
        Instant now = clock.instant();
        Date exp = claims.getExpirationTime();
        Date iat = claims.getIssueTime();
        if (exp == null) {
            throw new LtiRefusal("exp", "The id_token has no expiry (exp)");
        }
        if (!exp.toInstant().plus(properties.clockSkew()).isAfter(now)) {
            throw new LtiRefusal("exp", "The id_token expired at " + exp.toInstant() + " (now " + now + ")");
        }
        if (iat == null) {
            throw new LtiRefusal("iat", "The id_token has no issue time (iat)");
        }
        if (iat.toInstant().isAfter(now.plus(properties.clockSkew()))) {
            throw new LtiRefusal("iat", "The id_token was issued in the future (iat " + iat.toInstant() + ", now " + now
                    + "): the platform's clock or the token is wrong");
        }
        if (iat.toInstant().plus(properties.loginLifetime()).isBefore(now)) {
            throw new LtiRefusal("iat", "The id_token was issued at " + iat.toInstant() + ", longer ago than a login may take");
        }
    }

    private static String text(JWTClaimsSet claims, String name) {
        return claims.getClaim(name) instanceof String text ? text : null;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(JWTClaimsSet claims, String name) {
        return claims.getClaim(name) instanceof Map<?, ?> map ? (Map<String, Object>) map : null;
    }

    private static List<String> strings(Object value) {
        if (!(value instanceof List<?> list)) {
            return null;
        }
        List<String> strings = new ArrayList<>();
        list.forEach(item -> strings.add(String.valueOf(item)));
        return strings;
    }
}
