package dev.boundedloop.grader.regrades;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.security.Caller;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import java.net.URI;
import java.util.List;
import java.util.UUID;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * Regrades an instructor can follow: start one for an assignment or a submission, then read its
 * progress and the scores it changed. A request that queues something answers 202; one that finds
 * nothing to do answers 200. Either way the regrade is recorded and its Location can be read.
 */
@RestController
@RequestMapping("/api/instructor")
class RegradeController {

    private final Regrades regrades;
    private final RegradeProgress progress;
    private final SuiteCatalog catalog;
    private final AuditTrail audit;

    RegradeController(Regrades regrades, RegradeProgress progress, SuiteCatalog catalog, AuditTrail audit) {
        this.regrades = regrades;
        this.progress = progress;
        this.catalog = catalog;
        this.audit = audit;
    }

    @Operation(summary = "Grade again, with the active suite, each submission whose current report came from another suite",
            description = "Submissions already graded with the active suite are left alone (upToDate) unless "
                    + "force=true; those already waiting for grading are not queued twice (pending).")
    @PostMapping("/assignments/{assignment}/regrade")
    ResponseEntity<RegradeStarted> regradeAssignment(@PathVariable String assignment,
            @Parameter(description = "Grade again even submissions already graded with the active suite")
            @RequestParam(defaultValue = "false") boolean force,
            @AuthenticationPrincipal Caller caller) {
        return started(regrades.regradeAssignment(assignment, caller.subject(), force));
    }

    @Operation(summary = "Grade one submission again with the active suite",
            description = "Nothing is queued when its current report already comes from the active suite, "
                    + "unless force=true, or when it is already waiting for grading.")
    @PostMapping("/submissions/{submission}/regrade")
    ResponseEntity<RegradeStarted> regradeSubmission(@PathVariable UUID submission,
            @Parameter(description = "Grade it again even if its report already comes from the active suite")
            @RequestParam(defaultValue = "false") boolean force,
            @AuthenticationPrincipal Caller caller) {
        return started(regrades.regradeSubmission(submission, caller.subject(), force));
    }

    @Operation(summary = "The assignment's regrades, newest first, with their progress",
            description = "Needs an instructor token. Read one by its id to see the scores and case outcomes it "
                    + "changed.")
    @GetMapping("/assignments/{assignment}/regrades")
    List<RegradeSummary> list(@PathVariable String assignment) {
        catalog.suite(assignment);
        return progress.list(assignment);
    }

    @Operation(summary = "A regrade's progress, and per learner the final scores and case outcomes it changed",
            description = "Needs an instructor token. Read it again until every submission is graded; only the learners "
                    + "whose final score or case outcomes changed are listed.")
    @GetMapping("/assignments/{assignment}/regrades/{regrade}")
    RegradeDetail detail(@PathVariable String assignment, @PathVariable UUID regrade) {
        catalog.suite(assignment);
        return progress.detail(assignment, regrade);
    }

    /**
     * Recorded after the regrade's own transaction: it wakes the graders once its jobs are committed,
     * which an enclosing transaction would delay.
     */
    private ResponseEntity<RegradeStarted> started(RegradeStarted started) {
        audit.record("regrade", started.submission() != null ? "submission:" + started.submission()
                : "assignment:" + started.assignment(), AuditTrail.detail("regrade", started.id(), "forced",
                        started.forced(), "queued", started.queued(), "suiteVersion", started.suiteVersion()));
        return ResponseEntity.status(started.queued() > 0 ? HttpStatus.ACCEPTED : HttpStatus.OK)
                .location(URI.create(started.progress()))
                .body(started);
    }
}
