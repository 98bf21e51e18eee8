package dev.boundedloop.grader.reports;

import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import java.util.List;
import java.util.Map;

/** Small reports with one visible and one hidden case, each with a transcript. */
public final class SampleReports {

    private SampleReports() {}

    public static GradingReport graded(int score, String suiteVersion) {
        CaseResult visible = new CaseResult("visible-1", "a visible case", Category.BOUNDARY, Visibility.VISIBLE,
                CaseOutcome.PASS, 1, 1, Map.of("usedCalls", 0), "CALL", "CALL", null, "");
        CaseResult hidden = new CaseResult("hidden-1", "a hidden case", Category.LOOP, Visibility.HIDDEN,
                score > 1 ? CaseOutcome.PASS : CaseOutcome.FAIL, score - 1, 2, Map.of("secret", 42), "COMPLETED",
                "BACKSTOP", "status differs", "");
        return new GradingReport(SubmissionStatus.GRADED, score, 3, "Scored " + score + " of 3", List.of(), List.of(),
                List.of(visible, hidden),
                List.of(new CaseTranscript("visible-1", List.of(Map.of("role", "user", "content", "hello"))),
                        new CaseTranscript("hidden-1", List.of(Map.of("role", "user", "content", "secret prompt")))),
                new GradingReport.SuiteInfo("ch03-unit-a", suiteVersion, "f".repeat(64), null),
                new GradingReport.SourceInfo("a".repeat(64), 10), Map.of("totalMs", 5L));
    }
}
