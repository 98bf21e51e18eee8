package dev.boundedloop.grader.instructor;

import dev.boundedloop.grader.course.Standing;
import dev.boundedloop.grader.problems.GraderProblem;
import java.util.Map;
import org.springframework.web.bind.annotation.RequestParam;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Per-assignment numbers and the gradebook. An unknown assignment is a 404. */
@RestController
@RequestMapping("/api/instructor/assignments/{assignment}")
class AssignmentAnalyticsController {

    private final Analytics analytics;
    private final SuiteCatalog catalog;

    AssignmentAnalyticsController(Analytics analytics, SuiteCatalog catalog) {
        this.analytics = analytics;
        this.catalog = catalog;
    }

    @Operation(summary = "Each learner's final score as the course counts it, with best, latest and attempts")
    @GetMapping("/scores")
    List<Standing> scores(@PathVariable String assignment) {
        catalog.suite(assignment);
        return analytics.scores(assignment);
    }

    @Operation(summary = "Per-case failure rates over learners' final submissions that were graded")
    @GetMapping("/case-failures")
    List<CaseFailureRate> caseFailures(@PathVariable String assignment) {
        catalog.suite(assignment);
        return analytics.caseFailures(assignment);
    }

    @Operation(summary = "How many learners' final scores reached each score, with their mean and median")
    @GetMapping("/score-distribution")
    ScoreDistribution scoreDistribution(@PathVariable String assignment) {
        Suite suite = catalog.suite(assignment);
        return ScoreDistribution.of(assignment, suite.maxScore(), analytics.finalScoreCounts(assignment));
    }

    @Operation(summary = "The gradebook as CSV, one row per learner; ?format=canvas for Canvas's gradebook import",
            description = "With format=canvas, canvasAssignmentId=N heads the column 'Title (N)', so Canvas updates "
                    + "that assignment instead of creating one.")
    @GetMapping(value = "/gradebook.csv", produces = "text/csv")
    ResponseEntity<String> gradebook(@PathVariable String assignment, @RequestParam(required = false) String format,
            @RequestParam(required = false) Long canvasAssignmentId) {
        Suite suite = catalog.suite(assignment);
        List<Standing> standings = analytics.scores(assignment);
        Map<String, RosterEntry> roster = analytics.roster();
        String csv;
        if (format == null || format.equals("standard")) {
            csv = GradebookCsv.write(standings, roster, suite.maxScore());
        } else if (format.equals("canvas")) {
            csv = CanvasGradebookCsv.write(standings, roster, suite.assignment().title(), canvasAssignmentId,
                    suite.maxScore());
        } else {
            throw GraderProblem.badRequest("Unknown gradebook format '" + format + "'; use standard or canvas");
        }
        String name = assignment + "-gradebook" + ("canvas".equals(format) ? "-canvas" : "") + ".csv";
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType("text/csv;charset=UTF-8"))
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + name + "\"")
                .body(csv);
    }
}
