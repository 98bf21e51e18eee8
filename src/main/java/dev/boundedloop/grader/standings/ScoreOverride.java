package dev.boundedloop.grader.standings;

import java.time.Instant;

/** An instructor's score for a submission, with why, who and when; the report keeps its own score. */
public record ScoreOverride(int score, String reason, String by, Instant at) {}
