package dev.boundedloop.grader.lti.launch;

import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.PlatformHttp;
import dev.boundedloop.grader.lti.registration.Platform;
import java.net.URI;
import java.text.ParseException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * Platforms' public keys, fetched from their JWK set URL and kept; a key id not in the kept set makes the
 * tool fetch the set again once (the platform rotated its keys) before the launch is refused.
 */
@Component
class PlatformKeys {

    private final PlatformHttp http;
    private final Map<URI, JWKSet> kept = new ConcurrentHashMap<>();

    PlatformKeys(PlatformHttp http) {
        this.http = http;
    }

    RSAKey key(Platform platform, String kid) {
        JWKSet set = kept.get(platform.jwksUrl());
        RSAKey key = set == null ? null : pick(set, kid);
        if (key == null) {
            set = fetch(platform.jwksUrl());
            kept.put(platform.jwksUrl(), set);
            key = pick(set, kid);
        }
        if (key == null) {
            throw new LtiRefusal("kid", kid == null
                    ? "The id_token names no key (kid) and the platform's JWK set at " + platform.jwksUrl() + " has more than one RSA key"
                    : "The id_token's key \"" + kid + "\" is not in the platform's JWK set at " + platform.jwksUrl());
        }
        return key;
    }

    private static RSAKey pick(JWKSet set, String kid) {
        List<RSAKey> rsa = set.getKeys().stream().filter(RSAKey.class::isInstance).map(RSAKey.class::cast).toList();
        if (kid == null) {
            return rsa.size() == 1 ? rsa.get(0) : null;
        }
        JWK key = set.getKeyByKeyId(kid);
        return key instanceof RSAKey rsaKey ? rsaKey : null;
    }

    private JWKSet fetch(URI url) {
        PlatformHttp.Answer answer = http.get(url, "application/json");
        if (!answer.ok()) {
            throw new LtiRefusal("platform", "The platform's JWK set at " + url + " answered " + answer.status());
        }
        try {
            return JWKSet.parse(answer.body());
        } catch (ParseException e) {
            throw new LtiRefusal("platform", "The platform's JWK set at " + url + " is not a JWK set: " + e.getMessage());
        }
    }
}
