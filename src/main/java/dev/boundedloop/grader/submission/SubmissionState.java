package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.standings.Lateness;
import java.time.Instant;
import java.util.UUID;

/** Where a submission stands: its row without the source and notes, which reading a report does not need. */
record SubmissionState(UUID id, String assignment, String submitter, SubmissionStatus status, Long currentReportId,
        Instant submittedAt, Instant finishedAt, Lateness lateness) {

    boolean hasFinalReport() {
        return status.isFinal() && currentReportId != null;
    }
}
