package dev.boundedloop.grader.analytics;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.course.Standing;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Per-assignment numbers: scores, case failure rates, the score distribution. An unknown assignment is a 404. */
@RestController
@RequestMapping("/api/instructor/assignments/{assignment}")
class AssignmentAnalyticsController {

    private final Analytics analytics;
    private final SuiteCatalog catalog;

    AssignmentAnalyticsController(Analytics analytics, SuiteCatalog catalog) {
        this.analytics = analytics;
        this.catalog = catalog;
    }

    @Operation(summary = "Each learner's final score as the course counts it, with best, latest and attempts",
            description = "Needs an instructor token. Learners without a submission are listed too, with no final "
                    + "score. finalScore is what the course counts: the submission the assignment's finalSubmission "
                    + "rule picks, with the late penalty and any override applied; rawScore is the graded one.")
    @GetMapping("/scores")
    List<Standing> scores(@PathVariable String assignment) {
        catalog.suite(assignment);
        return analytics.scores(assignment);
    }

    @Operation(summary = "Per-case failure rates over learners' final submissions that were graded",
            description = "Needs an instructor token. Counts each learner's final submission once, and only when it has "
                    + "a report, so that resubmissions do not weigh a case twice.")
    @GetMapping("/case-failures")
    List<CaseFailureRate> caseFailures(@PathVariable String assignment) {
        catalog.suite(assignment);
        return analytics.caseFailures(assignment);
    }

    @Operation(summary = "How many learners' final scores reached each score, with their mean and median",
            description = "Needs an instructor token. The scores are those the scores operation calls finalScore (late "
                    + "penalty and override applied); mean and median are null when no learner has one.")
    @GetMapping("/score-distribution")
    ScoreDistribution scoreDistribution(@PathVariable String assignment) {
        Suite suite = catalog.suite(assignment);
        return ScoreDistribution.of(assignment, suite.maxScore(), analytics.finalScoreCounts(assignment));
    }
}
