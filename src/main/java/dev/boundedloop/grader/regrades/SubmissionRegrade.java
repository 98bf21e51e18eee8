package dev.boundedloop.grader.regrades;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * One submission in a regrade: its report before, its new report once graded, and the cases whose
 * outcome differs between the two.
 *
 * @param state QUEUED or RUNNING until graded, then DONE, or FAILED when the new report is the
 *     grader's own error (INTERNAL_ERROR)
 * @param oldReport the report it had when the regrade started (null if it had none)
 * @param newReport the regrade's report, null until done
 * @param changedCases cases whose outcome differs, in report order; a case only one of the reports
 *     has shows no outcome on the other side. Empty until done, and when FAILED (no case ran)
 */
public record SubmissionRegrade(UUID submission, Instant submittedAt, String state, Long oldReport, Long newReport,
        String oldStatus, String newStatus, Integer oldScore, Integer newScore, Integer oldMaxScore,
        Integer newMaxScore, List<CaseChange> changedCases) {

    /** A case whose outcome the regrade changed. */
    public record CaseChange(String caseId, String oldOutcome, String newOutcome) {}
}
