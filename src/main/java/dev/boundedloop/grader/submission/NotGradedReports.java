package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.UnknownAssignmentException;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import java.util.List;
import java.util.Map;

/** Reports the service writes itself: INVALID at intake, INTERNAL_ERROR when grading could not finish. */
final class NotGradedReports {

    private NotGradedReports() {}

    static GradingReport invalid(Suite suite, byte[] source, String reason) {
        return report(info(suite), suite.maxScore(), source, SubmissionStatus.INVALID, reason);
    }

    static GradingReport internalError(SuiteCatalog catalog, String assignment, byte[] source, String reason) {
        try {
            Suite suite = catalog.suite(assignment);
            return report(info(suite), suite.maxScore(), source, SubmissionStatus.INTERNAL_ERROR, reason);
        } catch (UnknownAssignmentException gone) {
            return report(new GradingReport.SuiteInfo(assignment, "unknown", "unknown", null), 0, source,
                    SubmissionStatus.INTERNAL_ERROR, reason);
        }
    }

    private static GradingReport.SuiteInfo info(Suite suite) {
        return GradingReport.SuiteInfo.of(suite);
    }

    private static GradingReport report(GradingReport.SuiteInfo suite, int maxScore, byte[] source,
            SubmissionStatus status, String message) {
        return new GradingReport(status, 0, maxScore, message, List.of(), List.of(), List.of(), List.of(), suite,
                new GradingReport.SourceInfo(Sha256.hex(source), source.length), Map.of());
    }
}
