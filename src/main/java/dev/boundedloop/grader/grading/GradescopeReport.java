package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Visibility;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The report in Gradescope's {@code results.json} shape, because that is the format graders and
 * course platforms already read. Hidden cases never get {@code after_published}: publishing grades
 * early would show them before the due date.
 */
public final class GradescopeReport {

    private static final JsonMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    /**
     * What learners see of a hidden case in Gradescope. The report does not know the assignment's
     * release setting, so whoever writes the file chooses: after the due date by default, or never.
     */
    public enum HiddenVisibility {
        /** Shown once the due date has passed, as the service's AFTER_DUE release does. */
        AFTER_DUE_DATE("after_due_date"),
        /** Never shown to learners, for assignments whose hidden results learners never see. */
        HIDDEN("hidden");

        private final String gradescopeName;

        HiddenVisibility(String gradescopeName) {
            this.gradescopeName = gradescopeName;
        }

        public String gradescopeName() {
            return gradescopeName;
        }
    }

    private GradescopeReport() {}

    public static String write(GradingReport report) {
        return write(report, HiddenVisibility.AFTER_DUE_DATE);
    }

    public static String write(GradingReport report, HiddenVisibility hidden) {
        return write(report, hidden, null);
    }

    /**
     * With the hidden cases in sum (null when there is none to tell): a line of the output, and,
     * when the report's rows leave them out, one visible test that scores their points, since the
     * learner may see the sum.
     */
    public static String write(GradingReport report, HiddenVisibility hidden, HiddenCaseSum hiddenCases) {
        HiddenCaseSum sum = hiddenCases == null || hiddenCases.total() == 0 ? null : hiddenCases;
        Map<String, Object> results = new LinkedHashMap<>();
        results.put("score", report.score());
        results.put("max_score", report.maxScore());
        String output = report.message();
        if (report.suite().hiddenCases() != null) {
            output += "\nHidden cases: " + report.suite().hiddenCases();
        }
        if (sum != null) {
            output += "\nHidden cases: " + sum.sentence();
        }
        results.put("output", output);
        results.put("visibility", "visible");
        results.put("stdout_visibility", "hidden");
        List<Map<String, Object>> tests = new ArrayList<>(report.cases().stream().map(c -> test(c, hidden)).toList());
        if (sum != null && sum.withheldFrom(report)) {
            tests.add(hiddenSum(sum));
        }
        results.put("tests", tests);
        return LoneSurrogates.escapedInJson(MAPPER.writeValueAsString(results));
    }

    private static Map<String, Object> hiddenSum(HiddenCaseSum sum) {
        Map<String, Object> test = new LinkedHashMap<>();
        test.put("name", "hidden cases");
        test.put("number", "hidden");
        test.put("score", sum.points());
        test.put("max_score", sum.maxPoints());
        test.put("status", sum.allPassed() ? "passed" : "failed");
        test.put("visibility", "visible");
        test.put("output", sum.sentence() + "; the course shows the hidden cases in sum only");
        return test;
    }

    private static Map<String, Object> test(CaseResult c, HiddenVisibility hidden) {
        Map<String, Object> test = new LinkedHashMap<>();
        test.put("name", c.name() == null ? c.id() : c.name()); // a hidden case may come without its name
        test.put("number", c.id());
        test.put("score", c.points());
        test.put("max_score", c.maxPoints());
        test.put("status", c.outcome() == CaseOutcome.PASS ? "passed" : "failed");
        test.put("visibility", c.visibility() == Visibility.VISIBLE ? "visible" : hidden.gradescopeName());
        test.put("tags", List.of(c.category().name().toLowerCase()));
        test.put("output", c.message() == null ? c.outcome().name() : c.outcome() + ": " + c.message());
        return test;
    }
}
