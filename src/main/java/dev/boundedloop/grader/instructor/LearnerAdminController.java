package dev.boundedloop.grader.instructor;

import dev.boundedloop.grader.security.IssuedToken;
import dev.boundedloop.grader.security.LearnerInfo;
import dev.boundedloop.grader.security.Learners;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.security.TokenInfo;
import dev.boundedloop.grader.security.Tokens;
import dev.boundedloop.grader.web.ApiProblem;
import io.swagger.v3.oas.annotations.Operation;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Learners and tokens. A token's secret appears once, in the answer that creates it. */
@RestController
@RequestMapping("/api/instructor")
class LearnerAdminController {

    record NewLearner(String id) {}

    record NewToken(Role role, String name) {}

    private final Learners learners;
    private final Tokens tokens;

    LearnerAdminController(Learners learners, Tokens tokens) {
        this.learners = learners;
        this.tokens = tokens;
    }

    @Operation(summary = "Create a learner; the answer holds its token, shown this once")
    @PostMapping("/learners")
    ResponseEntity<IssuedToken> createLearner(@RequestBody NewLearner body) {
        IssuedToken issued = learners.create(body == null ? null : body.id());
        return ResponseEntity.created(URI.create("/api/instructor/learners/" + issued.id())).body(issued);
    }

    @GetMapping("/learners")
    List<LearnerInfo> learners() {
        return learners.list();
    }

    @Operation(summary = "Issue another token for a learner")
    @PostMapping("/learners/{id}/tokens")
    ResponseEntity<IssuedToken> newLearnerToken(@PathVariable String id) {
        return ResponseEntity.status(201).body(learners.newToken(id));
    }

    @Operation(summary = "Revoke every token of a learner")
    @DeleteMapping("/learners/{id}/tokens")
    Map<String, Integer> revokeLearnerTokens(@PathVariable String id) {
        return Map.of("revoked", learners.revokeTokens(id));
    }

    @Operation(summary = "Issue a CI or instructor token: {\"role\": \"CI\", \"name\": \"course-repo\"}")
    @PostMapping("/tokens")
    ResponseEntity<IssuedToken> newToken(@RequestBody NewToken body) {
        if (body == null || body.role() == null) {
            throw ApiProblem.badRequest("The field 'role' is required: CI or INSTRUCTOR");
        }
        return ResponseEntity.status(201).body(tokens.issueService(body.role(), body.name()));
    }

    @Operation(summary = "Every token, without its secret")
    @GetMapping("/tokens")
    List<TokenInfo> tokens() {
        return tokens.list();
    }

    @Operation(summary = "Revoke one token")
    @DeleteMapping("/tokens/{tokenId}")
    TokenInfo revoke(@PathVariable long tokenId) {
        return tokens.revoke(tokenId);
    }
}
