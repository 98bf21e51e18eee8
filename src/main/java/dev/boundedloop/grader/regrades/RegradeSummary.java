package dev.boundedloop.grader.regrades;

import java.time.Instant;
import java.util.UUID;

/**
 * A regrade as listed, with its progress.
 *
 * @param submission the one submission it was asked for, or null for the whole assignment
 * @param forced whether submissions already graded with its suite were queued too
 * @param upToDate submissions it left alone because their report already came from its suite
 * @param pending submissions it left alone because a grading of theirs was already waiting or running
 * @param total submissions it queued
 * @param queued of those, the ones still waiting or being graded
 * @param done the ones graded again
 * @param failed the ones whose grading ended with the grader's own error (INTERNAL_ERROR)
 * @param finished whether nothing is left waiting
 */
public record RegradeSummary(UUID id, String assignment, UUID submission, String suiteVersion, String suiteSha256,
        boolean forced, String requestedBy, Instant requestedAt, int upToDate, int pending, int total, int queued,
        int done, int failed, boolean finished) {}
