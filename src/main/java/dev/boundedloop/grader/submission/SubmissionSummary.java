package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.standings.Lateness;
import java.time.Instant;
import java.util.UUID;

/** A submission in a listing: no source, no report; how late it came ({@code days} 0 when on time). */
public record SubmissionSummary(UUID id, String assignment, String submitter, SubmissionStatus status, Integer score,
        Integer maxScore, Instant submittedAt, Instant finishedAt, Lateness lateness) {}
