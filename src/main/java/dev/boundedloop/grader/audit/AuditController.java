package dev.boundedloop.grader.audit;

import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.web.PageOf;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import org.springframework.data.domain.Sort;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The audit table, for instructors. */
@RestController
class AuditController {

    private static final int MAX_FILTER = 80;

    private final AuditQueries queries;

    AuditController(AuditQueries queries) {
        this.queries = queries;
    }

    @Operation(summary = "Instructors' actions, newest first, a page at a time, optionally of one action or actor",
            description = "Actions: learner.create, learner.update, roster.import, token.issue, token.revoke, regrade, "
                    + "review, override.put, override.remove, settings.replace, extension.grant, extension.revoke, "
                    + "suite.upload, suite.activate, assignment.retire, assignment.reopen, webhook.create, "
                    + "webhook.delete.")
    @GetMapping("/api/instructor/audit")
    PageOf<AuditEntry> audit(@Parameter(description = "Only this action, e.g. token.revoke") @RequestParam(required = false) String action,
            @Parameter(description = "Only this actor's actions, e.g. instructor:ada") @RequestParam(required = false) String actor,
            @RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "20") int size) {
        return queries.page(filter("action", action), filter("actor", actor), PageOf.request(page, size, Sort.unsorted()));
    }

    /** A blank filter is none; one no row could match (too long, or with a NUL PostgreSQL refuses) is a 400. */
    private static String filter(String name, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (value.length() > MAX_FILTER || value.chars().anyMatch(Character::isISOControl)) {
            throw GraderProblem.badRequest("The filter '" + name + "' must be at most " + MAX_FILTER
                    + " characters without control characters");
        }
        return value;
    }
}
