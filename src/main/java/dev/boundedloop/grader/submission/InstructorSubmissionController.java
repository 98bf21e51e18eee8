package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.web.PageOf;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.springframework.data.domain.Sort;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Every submission in full: filters, hidden cases, all transcripts and report history. */
@RestController
@RequestMapping("/api/instructor")
class InstructorSubmissionController {

    private final SubmissionRecords records;

    InstructorSubmissionController(SubmissionRecords records) {
        this.records = records;
    }

    @Operation(summary = "Submissions, newest first, filtered by assignment, learner, status and time",
            description = "Needs an instructor token. Every filter is optional; status is one of the submission "
                    + "statuses, from and to bound the time submitted. Page counts from 0, size is 20 by default.")
    @GetMapping("/submissions")
    PageOf<SubmissionSummary> list(@RequestParam(required = false) String assignment,
            @Parameter(description = "A learner id, ci:<name> or instructor:<name>") @RequestParam(required = false) String learner,
            @RequestParam(required = false) SubmissionStatus status,
            @Parameter(description = "Submitted at or after, ISO-8601") @RequestParam(required = false) Instant from,
            @Parameter(description = "Submitted before, ISO-8601") @RequestParam(required = false) Instant to,
            @RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "20") int size) {
        SubmissionFilter filter = new SubmissionFilter(assignment, learner, status, from, to);
        return PageOf.of(records.search(filter, PageOf.request(page, size, Sort.by(Sort.Direction.DESC, "submittedAt"))),
                s -> s);
    }

    @Operation(summary = "A submission in full: source, notes, report history and the current report unredacted",
            description = "Needs an instructor token. Unlike a learner's view, hidden cases are shown with their names "
                    + "and differences.")
    @GetMapping("/submissions/{id}")
    SubmissionDetail detail(@PathVariable UUID id) {
        return records.detail(id).orElseThrow(() -> GraderProblem.notFound("No submission " + id));
    }

    @Operation(summary = "The loop transcripts of a submission's current report, hidden cases included",
            description = "Needs an instructor token. Empty when the submission has no report yet or its assignment has "
                    + "no loop cases.")
    @GetMapping("/submissions/{id}/transcripts")
    List<CaseTranscript> transcripts(@PathVariable UUID id) {
        SubmissionDetail detail = detail(id);
        return detail.report() == null ? List.of() : detail.report().transcripts();
    }

    @Operation(summary = "One report in full, current or from before a regrade",
            description = "Needs an instructor token. Report ids come from a submission's report history; a report from "
                    + "before a regrade stays readable.")
    @GetMapping("/reports/{reportId}")
    GradingReport report(@PathVariable long reportId) {
        return records.report(reportId).orElseThrow(() -> GraderProblem.notFound("No report " + reportId));
    }
}
