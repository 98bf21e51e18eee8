package dev.boundedloop.grader.reports;

import dev.boundedloop.grader.grading.SubmissionStatus;
import java.time.Instant;
import java.util.UUID;

/**
 * Published inside the transaction that stores a submission's report (graded, regraded, or refused
 * at intake), so listeners' writes, such as a webhook's outbox row, commit or roll back with it.
 * gradingMillis is the grading's own time, from the report's timings (0 for a report never graded).
 */
public record ReportStored(UUID submissionId, long reportId, String origin, String assignment, SubmissionStatus status,
        int score, int maxScore, long gradingMillis, Instant at) {}
