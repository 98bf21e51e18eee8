package dev.boundedloop.grader.lti.roster;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.problems.GraderProblem;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The LMS contexts launched from, their members (who left included), and a roster sync on demand. */
@RestController
class RosterSyncController {

    /** Which context to sync. */
    record SyncRequest(Long platformId, String contextId) {}

    private final RosterSync sync;
    private final LtiContexts contexts;
    private final AuditTrail audit;

    RosterSyncController(RosterSync sync, LtiContexts contexts, AuditTrail audit) {
        this.sync = sync;
        this.contexts = contexts;
        this.audit = audit;
    }

    @Operation(summary = "The LMS contexts (courses or sections) launched from: section, services, last roster sync",
            description = "Needs an instructor token. A context appears with the first launch from it; its services say "
                    + "whether the LMS offers a roster to read and grade passback.")
    @GetMapping("/api/instructor/lti/contexts")
    List<LtiContext> list() {
        return contexts.list();
    }

    @Operation(summary = "A context's members as launches and roster syncs saw them; those who left have leftAt",
            description = "Needs an instructor token. Query platformId and contextId, as the listing of contexts names "
                    + "them. A member who left keeps their work.")
    @GetMapping("/api/instructor/lti/contexts/members")
    List<ContextMember> members(@RequestParam long platformId, @RequestParam String contextId) {
        return contexts.members(platformId, contextId);
    }

    @Operation(summary = "Read a context's roster from the LMS now (Names and Role Provisioning Services): learners "
            + "added or updated, members no longer listed marked as left; their work stays",
            description = "Needs an instructor token. Body {\"platformId\": 1, \"contextId\": \"...\"}. The context must have "
                    + "been launched from and name a memberships service (409 otherwise).")
    @PostMapping("/api/instructor/lti/roster/sync")
    RosterSyncResult sync(@RequestBody(required = false) SyncRequest body) {
        if (body == null || body.platformId() == null || body.contextId() == null || body.contextId().isBlank()) {
            throw GraderProblem.badRequest("The body must be {\"platformId\": 1, \"contextId\": \"...\"}; "
                    + "GET /api/instructor/lti/contexts lists them");
        }
        return audit.run("lti.roster.sync", "lti-context:" + body.platformId() + ":" + body.contextId(),
                () -> sync.sync(body.platformId(), body.contextId()),
                result -> AuditTrail.detail("learners", result.learners(), "added", result.added().size(), "left",
                        result.left().size()));
    }
}
