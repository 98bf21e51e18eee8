package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.grading.GradingReport;

/** A report this replica has just committed, handed to requests waiting for it so they need not read it back. */
public record FreshReport(long reportId, GradingReport report) {}
