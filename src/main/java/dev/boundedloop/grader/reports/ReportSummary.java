package dev.boundedloop.grader.reports;

import dev.boundedloop.grader.grading.SubmissionStatus;
import java.time.Instant;

/**
 * One report of a submission's history.
 *
 * @param origin INTAKE for a report written when the source was received, GRADE or REGRADE otherwise
 */
public record ReportSummary(long reportId, String origin, SubmissionStatus status, int score, int maxScore,
        String suiteVersion, String suiteSha256, Instant createdAt) {}
