package dev.boundedloop.grader.learner;

import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.submission.SubmissionRecords;
import dev.boundedloop.grader.submission.SubmissionView;
import java.util.UUID;
import org.springframework.stereotype.Component;

/**
 * The reference run of a loop case a submission was graded on, to read beside the submission's own
 * transcript. Only for a case whose transcript the caller may already read, so a hidden scenario's run
 * is never shown to someone who may not see that case.
 */
@Component
class ReferenceRuns {

    private final SubmissionRecords records;
    private final SuiteCatalog catalog;

    ReferenceRuns(SubmissionRecords records, SuiteCatalog catalog) {
        this.records = records;
        this.catalog = catalog;
    }

    CaseTranscript of(UUID id, String caseId, Caller caller) {
        SubmissionView view = records.view(id, caller)
                .orElseThrow(() -> GraderProblem.notFound("No submission " + id + " that this token may read"));
        GradingReport report = view.report();
        if (report == null || report.transcripts().stream().noneMatch(t -> t.caseId().equals(caseId))) {
            throw GraderProblem.notFound("Submission " + id + " has no transcript of a case " + caseId
                    + " that this token may read").with("caseId", caseId);
        }
        return catalog.gradedWith(view.assignment(), report.suite().sha256())
                .flatMap(suite -> KindRegistry.KINDS.of(suite).referenceTranscript(suite, caseId))
                .orElseThrow(() -> GraderProblem.conflict("The suite that graded submission " + id
                        + " is no longer kept, so its reference run cannot be shown; a regrade brings it up to date"));
    }
}
