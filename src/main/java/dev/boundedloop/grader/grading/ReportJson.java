package dev.boundedloop.grader.grading;

import com.fasterxml.jackson.annotation.JsonInclude;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The report's JSON form (DESIGN §3): camelCase names, absent values left out. */
public final class ReportJson {

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_NULL))
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    private ReportJson() {}

    public static String write(GradingReport report) {
        return MAPPER.writeValueAsString(report);
    }

    public static GradingReport read(String json) {
        return MAPPER.readValue(json, GradingReport.class);
    }
}
