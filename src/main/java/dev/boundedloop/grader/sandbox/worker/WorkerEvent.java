package dev.boundedloop.grader.sandbox.worker;

import dev.boundedloop.grader.grading.GradingReport;

/**
 * What a worker tells its supervisor: it is ready, a stage or case is starting, or the report.
 *
 * @param type READY, STAGE, CASE or REPORT
 * @param value the stage name or the case id
 * @param report the finished report, nested as JSON (not as an escaped string: reports are large)
 */
record WorkerEvent(String type, long jobId, String value, GradingReport report) {

    WorkerEvent(String type, long jobId, String value) {
        this(type, jobId, value, null);
    }


    static final String READY = "READY";
    static final String STAGE = "STAGE";
    static final String CASE = "CASE";
    static final String REPORT = "REPORT";
}
