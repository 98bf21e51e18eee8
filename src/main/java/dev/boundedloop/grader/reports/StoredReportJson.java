package dev.boundedloop.grader.reports;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.boundedloop.grader.grading.GradingReport;
import tools.jackson.databind.json.JsonMapper;

/**
 * The report as kept in {@code reports.report_gz} (gzipped): ReportJson's names and inclusion, without its
 * indentation, which a file reader wants and a database column only pays for (a graded report is
 * about 40% whitespace). ReportJson reads both forms.
 */
final class StoredReportJson {

    private static final JsonMapper COMPACT = JsonMapper.builder()
            .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_NULL))
            .build();

    private StoredReportJson() {}

    static String write(GradingReport report) {
        return COMPACT.writeValueAsString(report);
    }
}
