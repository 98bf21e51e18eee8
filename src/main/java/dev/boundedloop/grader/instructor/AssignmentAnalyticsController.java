package dev.boundedloop.grader.instructor;

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

    @Operation(summary = "Each learner's best and latest score and number of attempts")
    @GetMapping("/scores")
    List<LearnerScore> scores(@PathVariable String assignment) {
        catalog.suite(assignment);
        return analytics.scores(assignment);
    }

    @Operation(summary = "Per-case failure rates over learners' latest graded submissions")
    @GetMapping("/case-failures")
    List<CaseFailureRate> caseFailures(@PathVariable String assignment) {
        catalog.suite(assignment);
        return analytics.caseFailures(assignment);
    }

    @Operation(summary = "How many learners' latest submissions reached each score")
    @GetMapping("/score-distribution")
    ScoreDistribution scoreDistribution(@PathVariable String assignment) {
        Suite suite = catalog.suite(assignment);
        List<ScoreDistribution.ScoreCount> counts = analytics.latestScoreCounts(assignment);
        return new ScoreDistribution(assignment, suite.maxScore(),
                counts.stream().mapToLong(ScoreDistribution.ScoreCount::learners).sum(), counts);
    }

    @Operation(summary = "The gradebook as CSV, one row per learner")
    @GetMapping(value = "/gradebook.csv", produces = "text/csv")
    ResponseEntity<String> gradebook(@PathVariable String assignment) {
        Suite suite = catalog.suite(assignment);
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType("text/csv;charset=UTF-8"))
                .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + assignment + "-gradebook.csv\"")
                .body(GradebookCsv.write(analytics.scores(assignment), suite.maxScore()));
    }
}
