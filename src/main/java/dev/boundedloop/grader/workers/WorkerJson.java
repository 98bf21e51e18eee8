package dev.boundedloop.grader.workers;

import com.fasterxml.jackson.annotation.JsonInclude;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The JSON mapper of the worker protocol. */
final class WorkerJson {

    /**
     * Compact, and leaving out absent values as the report's own JSON does. Map keys are sorted:
     * maps built with Map.of iterate in an order each JVM salts at startup, and a report must read
     * the same whichever worker graded it. Every non-ASCII char is written as its backslash-u
     * escape: a learner's text may hold half a surrogate pair, which UTF-8 cannot carry, and
     * escaping as the text is written spares a second pass over every frame to look for one.
     */
    static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_NULL))
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .build();

    private WorkerJson() {}
}
