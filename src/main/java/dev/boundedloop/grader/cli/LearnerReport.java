package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.HiddenCaseSum;

/**
 * A report as its reader may see it, with its hidden cases in sum: the service's sum when its
 * answer carries one (the course shows no hidden rows), otherwise the sum of the hidden rows the
 * report holds, all zero when it holds none.
 */
record LearnerReport(GradingReport report, HiddenCaseSum hiddenCases) {

    static LearnerReport of(GradingReport report) {
        return new LearnerReport(report, HiddenCaseSum.of(report.cases()));
    }
}
