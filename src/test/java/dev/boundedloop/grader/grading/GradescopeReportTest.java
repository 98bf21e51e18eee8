package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Gradescope never shows a hidden case before the due date: no {@code after_published}. */
class GradescopeReportTest {

    private static final GradingReport REPORT = new GradingReport(SubmissionStatus.GRADED, 1, 3, "graded",
            List.of(), List.of(),
            List.of(new CaseResult("visible-01", "a visible case", Category.LOOP, Visibility.VISIBLE, CaseOutcome.PASS,
                            1, 1, null, null, null, null, null),
                    new CaseResult("hidden-01", null, Category.LOOP, Visibility.HIDDEN, CaseOutcome.FAIL, 0, 2,
                            null, null, null, null, null)),
            List.of(), new GradingReport.SuiteInfo("ch03-unit-a", "v1", "sha", null), new GradingReport.SourceInfo("sha", 1),
            Map.of());

    @Test
    void hiddenCasesAreShownAfterTheDueDateByDefault() {
        JsonNode tests = tests(GradescopeReport.write(REPORT));

        assertThat(tests.get(0).get("visibility").asString()).isEqualTo("visible");
        assertThat(tests.get(1).get("number").asString()).isEqualTo("hidden-01");
        assertThat(tests.get(1).get("visibility").asString()).isEqualTo("after_due_date");
    }

    @Test
    void hiddenCasesCanBeHiddenForGood() {
        String json = GradescopeReport.write(REPORT, GradescopeReport.HiddenVisibility.HIDDEN);
        JsonNode tests = tests(json);

        assertThat(tests.get(0).get("visibility").asString()).isEqualTo("visible");
        assertThat(tests.get(1).get("visibility").asString()).isEqualTo("hidden");
        assertThat(json).doesNotContain("after_published");
    }

    private static JsonNode tests(String json) {
        return JsonMapper.builder().build().readTree(json).get("tests");
    }
}
