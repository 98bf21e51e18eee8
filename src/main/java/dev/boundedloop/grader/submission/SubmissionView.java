package dev.boundedloop.grader.submission;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingProgress;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.HiddenCaseSum;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.standings.Lateness;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * What GET /api/submissions/{id} answers: the submission's id and times, then either its status
 * while it is not final, or the report (which carries the status) once it is.
 *
 * @param progress while RUNNING on the replica that answers: the stage, and which case of how many
 * @param late how late it came and what that costs; absent when on time
 * @param hiddenCases how the hidden cases went, when the course shows learners no hidden rows
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SubmissionView(UUID id, String assignment, Instant submittedAt, Instant finishedAt,
        SubmissionStatus status, GradingProgress progress, Late late, HiddenCases hiddenCases,
        @JsonUnwrapped GradingReport report) {

    /** A late submission: the report's score is the raw one, {@code scoreAfterPenalty} what the course counts. */
    public record Late(int days, int penaltyPercent, Integer scoreAfterPenalty) {}

    /** The hidden cases in sum: how many passed, and the points they earned. */
    public record HiddenCases(int passed, int total, int points, int maxPoints) {

        static HiddenCases of(List<CaseResult> cases) {
            HiddenCaseSum sum = HiddenCaseSum.of(cases);
            return new HiddenCases(sum.passed(), sum.total(), sum.points(), sum.maxPoints());
        }
    }

    static SubmissionView pending(SubmissionState submission, GradingProgress progress) {
        return new SubmissionView(submission.id(), submission.assignment(), submission.submittedAt(), null,
                submission.status(), progress, late(submission, null), null, null);
    }

    /** The report as the reader may see it; {@code full} is the whole report, to sum hidden cases from. */
    static SubmissionView finished(SubmissionState submission, GradingReport report, boolean hiddenInSum,
            GradingReport full) {
        return new SubmissionView(submission.id(), submission.assignment(), submission.submittedAt(),
                submission.finishedAt(), null, null, late(submission, report), hiddenInSum ? HiddenCases.of(full.cases()) : null,
                report);
    }

    private static Late late(SubmissionState submission, GradingReport report) {
        Lateness lateness = submission.lateness();
        if (!lateness.late()) {
            return null;
        }
        return new Late(lateness.days(), lateness.penaltyPercent(),
                report == null ? null : lateness.apply(report.score()));
    }
}
