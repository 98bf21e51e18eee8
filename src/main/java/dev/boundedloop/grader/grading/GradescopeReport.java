package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Visibility;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The report in Gradescope's {@code results.json} shape, because that is the format graders and
 * course platforms already read. Hidden cases map to visibility {@code after_published}.
 */
public final class GradescopeReport {

    private static final JsonMapper MAPPER = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    private GradescopeReport() {}

    public static String write(GradingReport report) {
        Map<String, Object> results = new LinkedHashMap<>();
        results.put("score", report.score());
        results.put("max_score", report.maxScore());
        results.put("output", report.suite().hiddenCases() == null ? report.message()
                : report.message() + "\nHidden cases: " + report.suite().hiddenCases());
        results.put("visibility", "visible");
        results.put("stdout_visibility", "hidden");
        List<Map<String, Object>> tests = report.cases().stream().map(GradescopeReport::test).toList();
        results.put("tests", tests);
        return LoneSurrogates.escapedInJson(MAPPER.writeValueAsString(results));
    }

    private static Map<String, Object> test(CaseResult c) {
        Map<String, Object> test = new LinkedHashMap<>();
        test.put("name", c.name() == null ? c.id() : c.name()); // a hidden case may come without its name
        test.put("number", c.id());
        test.put("score", c.points());
        test.put("max_score", c.maxPoints());
        test.put("status", c.outcome() == CaseOutcome.PASS ? "passed" : "failed");
        test.put("visibility", c.visibility() == Visibility.VISIBLE ? "visible" : "after_published");
        test.put("tags", List.of(c.category().name().toLowerCase()));
        test.put("output", c.message() == null ? c.outcome().name() : c.outcome() + ": " + c.message());
        return test;
    }
}
