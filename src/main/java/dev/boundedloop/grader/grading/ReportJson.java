package dev.boundedloop.grader.grading;

import com.fasterxml.jackson.annotation.JsonInclude;
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

    public static GradingReport read(String json) {
        return MAPPER.readValue(json, GradingReport.class);
    }
}
