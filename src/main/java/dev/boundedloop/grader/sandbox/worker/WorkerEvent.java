package dev.boundedloop.grader.sandbox.worker;

/**
 * What a worker tells its supervisor: it is ready, a stage or case is starting, or the report.
 *
 * @param type READY, STAGE, CASE or REPORT
 * @param value the stage name, the case id, or the report's JSON
 */
record WorkerEvent(String type, long jobId, String value) {

    static final String READY = "READY";
    static final String STAGE = "STAGE";
    static final String CASE = "CASE";
    static final String REPORT = "REPORT";
}
