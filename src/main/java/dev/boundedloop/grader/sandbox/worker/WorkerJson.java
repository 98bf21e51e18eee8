package dev.boundedloop.grader.sandbox.worker;

import com.fasterxml.jackson.annotation.JsonInclude;
import tools.jackson.databind.json.JsonMapper;

/** The JSON mapper of the worker protocol. */
final class WorkerJson {

    /** Compact, and leaving out absent values as the report's own JSON does. */
    static final JsonMapper MAPPER = JsonMapper.builder()
            .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_NULL))
            .build();

    private WorkerJson() {}
}
