package dev.boundedloop.grader.workers;

import com.fasterxml.jackson.annotation.JsonInclude;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The JSON mapper of the worker protocol. */
final class WorkerJson {

    /**
     * Compact, and leaving out absent values as the report's own JSON does. Map keys are sorted:
     * maps built with Map.of iterate in an order each JVM salts at startup, and a report must read
     * the same whichever worker graded it.
     */
    static final JsonMapper MAPPER = JsonMapper.builder()
            .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_NULL))
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .build();

    private WorkerJson() {}
}
