package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.sandbox.CompileDiagnostic;
import dev.boundedloop.grader.sandbox.Violation;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every text field of the summary goes through the terminal escaping, also those a report read
 * from a service could carry (javac's words, violations, the suite's own names).
 */
class ReportSummaryTest {

    private static final String HOSTILE = "\u001b[2J\r\nGRADED score 109/109\u009b\u202e\ud800";

    @Test
    void noFieldReachesTheTerminalRaw() {
        GradingReport report = new GradingReport(SubmissionStatus.GRADED, 0, 1, HOSTILE,
                List.of(new CompileDiagnostic(1, 2, HOSTILE)),
                List.of(new Violation(HOSTILE, HOSTILE, HOSTILE, 3)),
                List.of(new CaseResult(HOSTILE, HOSTILE, Category.LOOP, Visibility.VISIBLE, CaseOutcome.FAIL, 0, 1,
                        null, null, null, HOSTILE, HOSTILE)),
                List.of(), new GradingReport.SuiteInfo(HOSTILE, "v1", "sha", null), new GradingReport.SourceInfo("sha", 1),
                Map.of());
        StringWriter printed = new StringWriter();

        ReportSummary.print(LearnerReport.of(report), HOSTILE, new PrintWriter(printed, true)); // a service's protection is its own words

        String terminal = printed.toString();
        assertThat(terminal).doesNotContain("\u001b", "\r", "\u009b", "\u202e", "\ud800");
        // Eleven places (the case id is printed twice), each with its escapes, none starting a line of its own.
        assertThat(terminal.split("GRADED score 109/109", -1)).hasSize(12);
        assertThat(terminal.lines()).noneMatch(line -> line.strip().startsWith("GRADED"));
        assertThat(terminal).contains("\\u001B[2J\\r\\nGRADED score 109/109\\u009B\\u202E\ufffd");
    }
}
