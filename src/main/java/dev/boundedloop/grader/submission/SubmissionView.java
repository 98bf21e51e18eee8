package dev.boundedloop.grader.submission;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import java.time.Instant;
import java.util.UUID;

/**
 * What GET /api/submissions/{id} answers: the submission's id and times, then either its status
 * while it is not final, or the report (which carries the status) once it is.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SubmissionView(UUID id, String assignment, Instant submittedAt, Instant finishedAt,
        SubmissionStatus status, @JsonUnwrapped GradingReport report) {

    static SubmissionView pending(SubmissionState submission) {
        return new SubmissionView(submission.id(), submission.assignment(), submission.submittedAt(), null,
                submission.status(), null);
    }

    static SubmissionView finished(SubmissionState submission, GradingReport report) {
        return new SubmissionView(submission.id(), submission.assignment(), submission.submittedAt(),
                submission.finishedAt(), null, report);
    }
}
