package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.IssuedToken;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.security.TokenInfo;
import dev.boundedloop.grader.security.Tokens;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.web.PageOf;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.data.domain.Sort;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Learners and tokens. A token's secret appears once, in the answer that creates it. */
@RestController
@RequestMapping("/api/instructor")
class LearnerAdminController {

    record NewLearner(String id, String name, String email, String section) {}

    /** The id is optional here: the path names the learner, and a different id in the body is refused. */
    record LearnerDetails(String id, String name, String email, String section) {}

    /** The learners to issue new tokens for: by id, or every learner of a section; one of the two. */
    record TokensFor(List<String> learners, String section) {}

    /** New learner tokens, one per learner, shown this once: the service keeps them hashed. */
    record IssuedTokens(List<RosterImported.LearnerToken> issued) {}

    /** {@code learner} is not taken here; it is named only to point a caller at the endpoint that takes it. */
    record NewToken(Role role, String name, String learner) {}

    private final Learners learners;
    private final Tokens tokens;
    private final AuditTrail audit;

    LearnerAdminController(Learners learners, Tokens tokens, AuditTrail audit) {
        this.learners = learners;
        this.tokens = tokens;
        this.audit = audit;
    }

    @Operation(summary = "Create a learner, with name, email and section if known; the answer holds its token, shown this once",
            description = "Needs an instructor token. Body {\"id\": \"alice\", \"name\": ..., \"email\": ..., \"section\": ...}, "
                    + "only the id required. Keep the token from the answer: it is not shown again.")
    @PostMapping("/learners")
    ResponseEntity<IssuedToken> createLearner(@RequestBody NewLearner body) {
        if (body == null) {
            throw GraderProblem.badRequest("The body must be {\"id\": \"alice\", \"name\": ..., \"email\": ..., \"section\": ...}");
        }
        IssuedToken issued;
        try {
            issued = audit.run("learner.create", "learner:" + body.id(),
                    () -> learners.create(body.id(), new LearnerProfile(body.name(), body.email(), body.section())),
                    created -> AuditTrail.detail("tokenId", created.tokenId(), "section", body.section()));
        } catch (DataIntegrityViolationException raced) {
            throw GraderProblem.conflict("Learner '" + body.id() + "' was created by another request just now");
        }
        return ResponseEntity.created(URI.create("/api/instructor/learners/" + issued.id())).body(issued);
    }

    @Operation(summary = "Learners by id, a page at a time, optionally of one section",
            description = "Needs an instructor token. Query section to list one section's learners; page counts from 0, "
                    + "size is 20 by default.")
    @GetMapping("/learners")
    PageOf<LearnerInfo> learners(@Parameter(description = "Only this section's learners") @RequestParam(required = false) String section,
            @RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "20") int size) {
        return learners.list(section, PageOf.request(page, size, Sort.by("id")));
    }

    @Operation(summary = "One learner: name, email, section, and how many tokens they hold",
            description = "Needs an instructor token. The same as a line of the learners' listing: when the learner "
                    + "was created and how many learner and CI tokens of theirs are active.")
    @GetMapping("/learners/{id}")
    LearnerInfo learner(@PathVariable String id) {
        return learners.get(id);
    }

    @Operation(summary = "Replace a learner's name, email and section (a field left out is cleared)",
            description = "Needs an instructor token. Body {\"name\": ..., \"email\": ..., \"section\": ...}; an id in the "
                    + "body must be the path's.")
    @PutMapping("/learners/{id}")
    LearnerInfo updateLearner(@PathVariable String id, @RequestBody LearnerDetails body) {
        if (body == null) {
            throw GraderProblem.badRequest("The body must be {\"name\": ..., \"email\": ..., \"section\": ...}");
        }
        if (body.id() != null && !body.id().equals(id)) {
            throw GraderProblem.badRequest("The body's id '" + body.id() + "' is not the learner in the path, '" + id
                    + "'; a learner's id cannot change");
        }
        return audit.run("learner.update", "learner:" + id,
                () -> learners.update(id, new LearnerProfile(body.name(), body.email(), body.section())),
                updated -> AuditTrail.detail("name", body.name(), "email", body.email(), "section", body.section()));
    }

    @Operation(summary = "Issue another token for a learner",
            description = "Needs an instructor token. The learner's earlier tokens stay valid; a DELETE on the same "
                    + "path revokes them all. The new token is in the answer, shown this once.")
    @PostMapping("/learners/{id}/tokens")
    ResponseEntity<IssuedToken> newLearnerToken(@PathVariable String id) {
        return ResponseEntity.status(201).body(audit.run("token.issue", "learner:" + id, () -> learners.newToken(id),
                issued -> AuditTrail.detail("tokenId", issued.tokenId(), "role", issued.role())));
    }

    @Operation(summary = "Issue a new token for each learner named, or for every learner of a section",
            description = "Body {\"learners\": [\"alice\", \"bob\"]} or {\"section\": \"A\"}. All or nothing: a learner"
                    + " not on the roster and no token is issued. The answer holds the tokens, shown this once; the"
                    + " learners' other tokens stay active.")
    @PostMapping("/learners/tokens")
    ResponseEntity<IssuedTokens> newTokens(@RequestBody TokensFor body) {
        if (body == null) {
            throw GraderProblem.badRequest("The body must be {\"learners\": [\"alice\", ...]} or {\"section\": \"A\"}");
        }
        List<RosterImported.LearnerToken> issued = audit.run("token.issue", body.section() != null && !body.section().isBlank()
                ? "section:" + body.section().strip() : "learners", () -> learners.issueTokens(body.learners(), body.section()),
                done -> AuditTrail.detail("learners", done.stream().map(RosterImported.LearnerToken::id).toList(),
                        "tokenIds", done.stream().map(RosterImported.LearnerToken::tokenId).toList()));
        return ResponseEntity.status(201).body(new IssuedTokens(issued));
    }

    @Operation(summary = "A learner's tokens, their own and CI tokens issued for them, without secrets",
            description = "Needs an instructor token. Each token's id, role, subject, when it was issued and, if it was "
                    + "revoked, when; never the secret.")
    @GetMapping("/learners/{id}/tokens")
    List<TokenInfo> learnerTokens(@PathVariable String id) {
        return learners.tokens(id);
    }

    @Operation(summary = "Revoke every token of a learner, CI tokens issued for them included",
            description = "Needs an instructor token. Answers {\"revoked\": n}, the number of tokens revoked; the "
                    + "learner's submissions stay.")
    @DeleteMapping("/learners/{id}/tokens")
    Map<String, Integer> revokeLearnerTokens(@PathVariable String id) {
        return Map.of("revoked", audit.run("token.revoke", "learner:" + id, () -> learners.revokeTokens(id),
                revoked -> AuditTrail.detail("revoked", revoked)));
    }

    @Operation(summary = "Issue a CI token that submits as this learner (role CI, subject the learner's id)",
            description = "Needs an instructor token. Its submissions count against CI's own hourly quota, not the "
                    + "learner's. The token is in the answer, shown this once.")
    @PostMapping("/learners/{id}/ci-tokens")
    ResponseEntity<IssuedToken> newCiToken(@PathVariable String id) {
        return ResponseEntity.status(201).body(audit.run("token.issue", "learner:" + id, () -> learners.newCiToken(id),
                issued -> AuditTrail.detail("tokenId", issued.tokenId(), "role", issued.role())));
    }

    @Operation(summary = "Issue a CI or instructor token: {\"role\": \"CI\", \"name\": \"course-repo\"}",
            description = "Needs an instructor token. Role CI for a course repository's hook, or INSTRUCTOR for another "
                    + "instructor; the name says whose it is. The token is in the answer, shown this once.")
    @PostMapping("/tokens")
    ResponseEntity<IssuedToken> newToken(@RequestBody NewToken body) {
        if (body == null || body.role() == null) {
            throw GraderProblem.badRequest("The field 'role' is required: CI or INSTRUCTOR");
        }
        if (body.learner() != null) {
            throw GraderProblem.badRequest("A CI token for a learner is issued with POST /api/instructor/learners/"
                    + body.learner() + "/ci-tokens; here 'learner' is not taken, so nothing was issued");
        }
        return ResponseEntity.status(201).body(audit.run("token.issue", "subject:" + body.role().name().toLowerCase()
                + ":" + body.name(), () -> tokens.issueService(body.role(), body.name()),
                issued -> AuditTrail.detail("tokenId", issued.tokenId(), "role", issued.role())));
    }

    @Operation(summary = "Every token, without its secret",
            description = "Needs an instructor token. Learners', CI and instructors' tokens, each with its id, role, "
                    + "subject, when it was issued and, if it was revoked, when.")
    @GetMapping("/tokens")
    List<TokenInfo> tokens() {
        return tokens.list();
    }

    @Operation(summary = "Revoke one token",
            description = "Needs an instructor token. The token is refused from then on. The last active instructor "
                    + "token cannot be revoked (409), so that someone can still sign in.")
    @DeleteMapping("/tokens/{tokenId}")
    TokenInfo revoke(@PathVariable long tokenId) {
        return audit.run("token.revoke", "token:" + tokenId, () -> tokens.revoke(tokenId),
                revoked -> AuditTrail.detail("subject", revoked.subject(), "role", revoked.role()));
    }
}
