package dev.boundedloop.grader.sandbox.worker;

import tools.jackson.databind.json.JsonMapper;

/** The JSON mapper of the worker protocol. */
final class WorkerJson {

    static final JsonMapper MAPPER = JsonMapper.builder().build();

    private WorkerJson() {}
}
