package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.grading.GradingReport;
import java.util.List;

/**
 * A report as a worker sends it: whole, or shortened by what its suite's baseline already holds
 * (see {@link ReportBaselines}).
 *
 * @param suiteSha256 the suite the report was graded with, whose baseline a shortened report refers to
 * @param baseline whether this whole report becomes its suite's baseline at both ends
 * @param report the report; when shortened, the fields and transcripts marked below are left empty
 * @param reusedFields when shortened, one mask per case of the {@link ReportBaselines} field bits
 *     whose values are the baseline's; null when the report is whole
 * @param reusedTranscripts when shortened, the indexes of the transcripts whose messages are the
 *     baseline's for the same case; null when the report is whole
 */
record WireReport(String suiteSha256, boolean baseline, GradingReport report, List<Integer> reusedFields,
        List<Integer> reusedTranscripts) {

    static WireReport whole(String suiteSha256, GradingReport report, boolean baseline) {
        return new WireReport(suiteSha256, baseline, report, null, null);
    }

    boolean shortened() {
        return reusedFields != null || reusedTranscripts != null;
    }
}
