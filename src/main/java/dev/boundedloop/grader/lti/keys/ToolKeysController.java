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

    @Operation(summary = "The tool's public keys (a JWK set), which platforms check its signatures with")
    @GetMapping(path = "/lti/jwks", produces = {"application/jwk-set+json", MediaType.APPLICATION_JSON_VALUE})
    Map<String, Object> jwks() {
        return keys.published().toJSONObject(true);
    }

    @Operation(summary = "Makes a new signing key; the old one stays published until the old keys are retired")
    @PostMapping("/api/instructor/lti/keys/rotate")
    Map<String, Object> rotate() {
        return Map.of("currentKid", keys.rotate());
    }

    @Operation(summary = "Stops publishing every key but the current one")
    @PostMapping("/api/instructor/lti/keys/retire-old")
    Map<String, Object> retireOld() {
        return Map.of("retired", keys.retireOld(), "currentKid", keys.current().getKeyID());
    }
}
