package dev.boundedloop.grader.standings;

import java.time.Instant;

/**
 * A learner's final score on an assignment changed (a first grade, a regrade, an override set or
 * removed, the final-submission rule): published in the transaction that changed it, so a listener's
 * writes commit with the change or not at all.
 */
public record FinalScoreChanged(String assignment, String learner, FinalScore score, Instant at) {}
