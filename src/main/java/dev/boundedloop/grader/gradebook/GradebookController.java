package dev.boundedloop.grader.gradebook;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.course.FinalScores;
import dev.boundedloop.grader.course.Standing;
import dev.boundedloop.grader.problems.GraderProblem;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** An assignment's gradebook as a CSV download. An unknown assignment is a 404. */
@RestController
@RequestMapping("/api/instructor/assignments/{assignment}")
class GradebookController {

    private final FinalScores finalScores;
    private final GradebookRoster roster;
    private final SuiteCatalog catalog;

    GradebookController(FinalScores finalScores, GradebookRoster roster, SuiteCatalog catalog) {
        this.finalScores = finalScores;
        this.roster = roster;
        this.catalog = catalog;
    }

    @Operation(summary = "The gradebook as CSV, one row per learner; ?format=canvas for Canvas's gradebook import",
            description = "With format=canvas, canvasAssignmentId=N heads the column 'Title (N)', so Canvas updates "
                    + "that assignment instead of creating one.")
    @GetMapping(value = "/gradebook.csv", produces = "text/csv")
    ResponseEntity<String> gradebook(@PathVariable String assignment, @RequestParam(required = false) String format,
            @RequestParam(required = false) Long canvasAssignmentId) {
        Suite suite = catalog.suite(assignment);
        List<Standing> standings = finalScores.of(assignment);
        Map<String, RosterEntry> learners = roster.byId();
        String csv;
        if (format == null || format.equals("standard")) {
            csv = GradebookCsv.write(standings, learners, suite.maxScore());
        } else if (format.equals("canvas")) {
            csv = CanvasGradebookCsv.write(standings, learners, suite.assignment().title(), canvasAssignmentId,
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
