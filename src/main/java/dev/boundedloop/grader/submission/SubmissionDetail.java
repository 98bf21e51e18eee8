package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.reports.ReportSummary;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.standings.Lateness;
import dev.boundedloop.grader.standings.ScoreOverride;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A submission in full, for instructors: its source, notes, every report it has had (with the suite
 * version each was graded against) and the current one with hidden cases and all transcripts.
 *
 * @param source the source as UTF-8 text; bytes that are not UTF-8 show as U+FFFD
 */
public record SubmissionDetail(UUID id, String assignment, String submitter, Role submitterRole,
        SubmissionStatus status, Integer score, Integer maxScore, Instant submittedAt, Instant finishedAt, String notes,
        String sourceSha256, String source, Lateness lateness, ScoreOverride override, List<ReportSummary> reports,
        GradingReport report) {}
