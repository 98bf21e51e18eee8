package dev.boundedloop.grader.webhooks;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.web.PageOf;
import io.swagger.v3.oas.annotations.Operation;
import java.net.URI;
import java.util.List;
import org.springframework.data.domain.Sort;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Instructors' webhooks: a POST to each registered URL on every final report. */
@RestController
@RequestMapping("/api/instructor/webhooks")
class WebhookController {

    /** The body of a registration; without an assignment the hook gets every assignment's reports. */
    record NewWebhook(String url, String assignment) {}

    private final Webhooks webhooks;
    private final AuditTrail audit;

    WebhookController(Webhooks webhooks, AuditTrail audit) {
        this.webhooks = webhooks;
        this.audit = audit;
    }

    @Operation(summary = "Register a URL for a POST on every final report, of one assignment or of all",
            description = "The answer holds the hook's secret, whsec_ and base64 key bytes, shown this once. Each POST's"
                    + " body is JSON {event, submissionId, learner, assignment, status, score, maxScore, reportId, at},"
                    + " signed as Standard Webhooks 1.0 defines: webhook-id (the same on every try of one delivery),"
                    + " webhook-timestamp (unix seconds of the try) and webhook-signature (v1, and the base64"
                    + " HMAC-SHA256 of id.timestamp.body keyed with the secret's decoded bytes). A try that does not"
                    + " get a 2xx answer is made again on Standard Webhooks' schedule (after 5s, 5m, 30m, 2h, 5h, 10h and"
                    + " 10h, each with jitter); a 429 or 503 with Retry-After is tried again when it says; a 410 Gone"
                    + " disables the hook. A URL inside the network (loopback,"
                    + " link-local, private, the service itself) is refused with 400 unless an operator allowed it.")
    @PostMapping
    ResponseEntity<RegisteredWebhook> register(@RequestBody NewWebhook body, @AuthenticationPrincipal Caller caller) {
        if (body == null) {
            throw GraderProblem.badRequest("The body must be {\"url\": \"https://...\", \"assignment\": \"ch03-unit-a\"}; "
                    + "assignment is optional");
        }
        String assignment = body.assignment() == null || body.assignment().isBlank() ? null : body.assignment();
        RegisteredWebhook registered = audit.run("webhook.create", "assignment:" + (assignment == null ? "*" : assignment),
                () -> webhooks.register(body.url(), assignment, caller.subject()),
                hook -> AuditTrail.detail("webhook", hook.webhook().id(), "url", hook.webhook().url()));
        return ResponseEntity.created(URI.create("/api/instructor/webhooks/" + registered.webhook().id())).body(registered);
    }

    @Operation(summary = "The registered webhooks, without their secrets",
            description = "Needs an instructor token. Each hook's URL, its assignment (none for every assignment) and "
                    + "who registered it; never the secret.")
    @GetMapping
    List<Webhook> list() {
        return webhooks.list();
    }

    @Operation(summary = "Remove a webhook; its deliveries not yet made are dropped",
            description = "Needs an instructor token. Answers 204. Register the URL again to receive deliveries, with a "
                    + "new secret.")
    @DeleteMapping("/{id}")
    ResponseEntity<Void> delete(@PathVariable long id) {
        audit.run("webhook.delete", "webhook:" + id, () -> webhooks.delete(id),
                hook -> AuditTrail.detail("url", hook.url(), "assignment", hook.assignment()));
        return ResponseEntity.noContent().build();
    }

    @Operation(summary = "Give a webhook a new secret; the previous one still signs beside it for a grace period",
            description = "The answer holds the new secret, shown this once, and until when the previous secret still"
                    + " signs (grader.webhooks.rotation-grace, 24 hours by default). Until then webhook-signature"
                    + " carries two space-separated v1 signatures, the new secret's first, so a receiver verifies with"
                    + " either secret and can move to the new one without losing a delivery.")
    @PostMapping("/{id}/secret")
    RotatedSecret rotateSecret(@PathVariable long id) {
        return audit.run("webhook.rotate-secret", "webhook:" + id, () -> webhooks.rotateSecret(id),
                rotated -> AuditTrail.detail("previousSecretValidUntil", rotated.previousSecretValidUntil()));
    }

    @Operation(summary = "Enable a webhook that its receiver's 410 Gone disabled",
            description = "A receiver that answers 410 disables its hook: the listing shows disabledAt and"
                    + " disabledReason, its pending deliveries are marked FAILED, and no delivery is written for it."
                    + " Enabling it sends the reports that come from now on.")
    @PostMapping("/{id}/enable")
    Webhook enable(@PathVariable long id) {
        return audit.run("webhook.enable", "webhook:" + id, () -> webhooks.enable(id),
                hook -> AuditTrail.detail("url", hook.url()));
    }

    @Operation(summary = "A webhook's deliveries, newest first: state, tries, the last answer or error",
            description = "Needs an instructor token. Page counts from 0, size is 20 by default. A delivery the "
                    + "outbound guard refused says so, and was never sent.")
    @GetMapping("/{id}/deliveries")
    PageOf<Delivery> deliveries(@PathVariable long id, @RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "20") int size) {
        return webhooks.deliveries(id, PageOf.request(page, size, Sort.unsorted()));
    }
}
