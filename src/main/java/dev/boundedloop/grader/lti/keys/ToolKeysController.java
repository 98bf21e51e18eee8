package dev.boundedloop.grader.lti.keys;

import io.swagger.v3.oas.annotations.Operation;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/** The tool's public keys for platforms, and their rotation for instructors. */
@RestController
class ToolKeysController {

    private final ToolKeys keys;

    ToolKeysController(ToolKeys keys) {
        this.keys = keys;
    }

    @Operation(summary = "The tool's public keys (a JWK set), which platforms check its signatures with",
            description = "Open to everyone, as LTI platforms fetch it without a token. Lists the current key and, "
                    + "until they are retired, the earlier ones.")
    @GetMapping(path = "/lti/jwks", produces = {"application/jwk-set+json", MediaType.APPLICATION_JSON_VALUE})
    Map<String, Object> jwks() {
        return keys.published().toJSONObject(true);
    }

    @Operation(summary = "Makes a new signing key; the old one stays published until the old keys are retired",
            description = "Needs an instructor token. Answers {\"currentKid\": ...}, the new key's id. Platforms may "
                    + "cache the key set, so keep the old keys published until they have fetched it again.")
    @PostMapping("/api/instructor/lti/keys/rotate")
    Map<String, Object> rotate() {
        return Map.of("currentKid", keys.rotate());
    }

    @Operation(summary = "Stops publishing every key but the current one",
            description = "Needs an instructor token. Answers retired, how many keys stopped being published, and "
                    + "currentKid. A platform still holding a retired key fails to check the tool's messages until "
                    + "it fetches the key set again.")
    @PostMapping("/api/instructor/lti/keys/retire-old")
    Map<String, Object> retireOld() {
        return Map.of("retired", keys.retireOld(), "currentKid", keys.current().getKeyID());
    }
}
