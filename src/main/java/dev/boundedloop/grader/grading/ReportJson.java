package dev.boundedloop.grader.grading;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The report's JSON form: camelCase names, absent values left out, and half a
 * surrogate pair that a learner printed written as an escape, so the text encodes as UTF-8.
 */
public final class ReportJson {

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_NULL))
            .enable(SerializationFeature.INDENT_OUTPUT)
            // Map.of iterates in an order salted per JVM; the same report must be the same text.
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .build();

    private ReportJson() {}

    public static String write(GradingReport report) {
        return LoneSurrogates.escapedInJson(MAPPER.writeValueAsString(report));
    }

    /**
     * The report with its hidden cases in sum beside it, as the API answers a learner:
     * {@code hiddenCases: {passed, total, points, maxPoints}} next to the report's own fields.
     * Without a sum (null, or no hidden case at all) it is the report alone.
     */
    public static String write(GradingReport report, HiddenCaseSum hiddenCases) {
        if (hiddenCases == null || hiddenCases.total() == 0) {
            return write(report);
        }
        return LoneSurrogates.escapedInJson(MAPPER.writeValueAsString(new WithHiddenSum(hiddenCases, report)));
    }

    /** The API's shape: the sum first, then the report's fields. */
    private record WithHiddenSum(HiddenCaseSum hiddenCases, @JsonUnwrapped GradingReport report) {}

    public static GradingReport read(String json) {
        return MAPPER.readValue(json, GradingReport.class);
    }
}
