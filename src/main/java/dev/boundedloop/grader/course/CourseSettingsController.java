package dev.boundedloop.grader.course;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.standings.LearnerStandings;
import dev.boundedloop.grader.suites.SuiteAuthoring;
import dev.boundedloop.grader.problems.GraderProblem;
import io.swagger.v3.oas.annotations.Operation;
import java.time.Clock;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** An assignment's course policy and its learners' extensions. */
@RestController
@RequestMapping("/api/instructor/assignments/{assignment}")
class CourseSettingsController {

    private final CourseSettingsRows rows;
    private final SuiteAuthoring assignments;
    private final LearnerStandings standings;
    private final Clock clock;
    private final AuditTrail audit;

    CourseSettingsController(CourseSettingsRows rows, SuiteAuthoring assignments, LearnerStandings standings,
            Clock clock, AuditTrail audit) {
        this.rows = rows;
        this.assignments = assignments;
        this.standings = standings;
        this.clock = clock;
        this.audit = audit;
    }

    @Operation(summary = "The assignment's settings: window, late penalty, quota, hidden results, final submission",
            description = "Needs an instructor token. Change them with a PUT of the whole settings object to the same "
                    + "path; a new assignment has the defaults.")
    @GetMapping("/settings")
    AssignmentSettings settings(@PathVariable String assignment) {
        assignments.requireKnown(assignment);
        return rows.settings(assignment);
    }

    @Operation(summary = "Replace the assignment's settings; fields left out take their defaults",
            description = "Defaults: always open, no late penalty, unlimited submissions, hiddenResults OUTCOMES, "
                    + "finalSubmission LATEST. A bad value is 400 naming the field.")
    @PutMapping("/settings")
    AssignmentSettings replace(@PathVariable String assignment, @RequestBody AssignmentSettings settings,
            @AuthenticationPrincipal Caller caller) {
        assignments.requireKnown(assignment);
        if (settings == null) {
            throw GraderProblem.badRequest("The body is the settings as JSON, e.g. {\"dueAt\": \"2026-12-24T23:59:00Z\"}");
        }
        settings.validate();
        return audit.run("settings.replace", "assignment:" + assignment, () -> {
            FinalSubmission before = rows.settings(assignment).finalSubmission();
            rows.save(assignment, settings, caller.subject(), clock.instant());
            // A new rule re-chooses every learner's counted submission, with the settings.
            if (settings.finalSubmission() != before) {
                standings.refreshAssignment(assignment);
            }
            return rows.settings(assignment);
        }, saved -> saved);
    }

    @Operation(summary = "The learners' extensions on this assignment",
            description = "Needs an instructor token. Each extension names its learner, their own dueAt and, if late "
                    + "work is taken, lateUntil.")
    @GetMapping("/extensions")
    List<Extension> extensions(@PathVariable String assignment) {
        assignments.requireKnown(assignment);
        return rows.extensions(assignment);
    }

    @Operation(summary = "Give a learner their own due time and closing time for late work",
            description = "Needs an instructor token. Body {\"dueAt\": ..., \"lateUntil\": ...} in ISO-8601; lateUntil may "
                    + "be left out and must not be before dueAt. A second PUT replaces the first.")
    @PutMapping("/extensions/{learner}")
    Extension grant(@PathVariable String assignment, @PathVariable String learner, @RequestBody Extension.Times times,
            @AuthenticationPrincipal Caller caller) {
        assignments.requireKnown(assignment);
        if (!rows.learnerExists(learner)) {
            throw GraderProblem.notFound("No learner " + learner);
        }
        if (times == null) {
            throw GraderProblem.badRequest("The body is {\"dueAt\": …, \"lateUntil\": …}");
        }
        times.validate();
        return audit.run("extension.grant", "assignment:" + assignment + "/learner:" + learner, () -> {
            rows.grant(new Extension(assignment, learner, times.dueAt(), times.lateUntil(), caller.subject(),
                    clock.instant()));
            return rows.extension(assignment, learner).orElseThrow();
        }, granted -> AuditTrail.detail("dueAt", granted.dueAt(), "lateUntil", granted.lateUntil()));
    }

    @Operation(summary = "Remove a learner's extension",
            description = "Needs an instructor token. The learner's due and closing times become the assignment's "
                    + "again.")
    @DeleteMapping("/extensions/{learner}")
    ResponseEntity<Void> revoke(@PathVariable String assignment, @PathVariable String learner) {
        assignments.requireKnown(assignment);
        if (!audit.runIf("extension.revoke", "assignment:" + assignment + "/learner:" + learner,
                () -> rows.remove(assignment, learner))) {
            throw GraderProblem.notFound("The learner " + learner + " has no extension on " + assignment);
        }
        return ResponseEntity.noContent().build();
    }
}
