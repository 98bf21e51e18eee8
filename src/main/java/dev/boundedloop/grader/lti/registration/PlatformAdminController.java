package dev.boundedloop.grader.lti.registration;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.Caller;
import io.swagger.v3.oas.annotations.Operation;
import java.net.URI;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Manual LTI registration: the platform's issuer, the client id it gave the tool, deployments and endpoints. */
@RestController
@RequestMapping("/api/instructor/lti/platforms")
class PlatformAdminController {

    private final Platforms platforms;
    private final AuditTrail audit;

    PlatformAdminController(Platforms platforms, AuditTrail audit) {
        this.platforms = platforms;
        this.audit = audit;
    }

    @Operation(summary = "Register an LTI 1.3 platform, or add deployments to one registered with the same issuer "
            + "and client id", description = "Body: {issuer, clientId, deploymentIds: [...], authorizationUrl, tokenUrl, "
                    + "jwksUrl}. URLs must be https (http only on loopback, when the operator allows loopback platforms).")
    @PostMapping
    ResponseEntity<Platform> register(@RequestBody(required = false) NewPlatform body, @AuthenticationPrincipal Caller caller) {
        Platform platform = audit.run("lti.platform.register", "lti-platform", () -> platforms.register(body, caller.subject()),
                p -> AuditTrail.detail("platform", p.id(), "issuer", p.issuer(), "clientId", p.clientId()));
        return ResponseEntity.created(URI.create("/api/instructor/lti/platforms/" + platform.id())).body(platform);
    }

    @Operation(summary = "The registered LTI platforms",
            description = "Needs an instructor token. Each platform with its issuer, client id and endpoints.")
    @GetMapping
    List<Platform> list() {
        return platforms.list();
    }

    @Operation(summary = "One registered LTI platform",
            description = "Needs an instructor token. The same as a line of the platforms' listing.")
    @GetMapping("/{id}")
    Platform get(@PathVariable long id) {
        return platforms.get(id);
    }

    @Operation(summary = "Remove a platform: its users can no longer launch; their work stays",
            description = "Needs an instructor token. Answers 204. Learners, submissions and scores that came through "
                    + "it stay.")
    @DeleteMapping("/{id}")
    ResponseEntity<Void> delete(@PathVariable long id) {
        audit.run("lti.platform.delete", "lti-platform:" + id, () -> platforms.delete(id),
                p -> AuditTrail.detail("issuer", p.issuer(), "clientId", p.clientId()));
        return ResponseEntity.noContent().build();
    }
}
