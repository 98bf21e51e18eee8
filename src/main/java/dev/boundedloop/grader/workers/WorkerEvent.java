package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.GradingReport;

/**
 * What a worker tells its supervisor: it is ready, or a job's report. Which stage and case a job is
 * in goes to the worker's {@link ProgressBoard} instead, at the cost of a memory write.
 *
 * @param type INSIDE, READY, CASE or REPORT
 * @param value a note: on a REPORT, why this worker JVM should not take another job (an error it saw
 *     may have left JDK state broken), or null when it is healthy
 * @param report the finished report, nested as JSON (not as an escaped string: reports are large);
 *     whole once the supervisor has read it
 * @param finishedCase on a CASE event, one case's result, sent while the job still runs
 */
record WorkerEvent(String type, long jobId, String value, WireReport report, CaseExecution finishedCase) {

    WorkerEvent(String type, long jobId, String value) {
        this(type, jobId, value, null, null);
    }

    /** This event with its report as the supervisor rebuilt it. */
    WorkerEvent withReport(GradingReport whole) {
        return new WorkerEvent(type, jobId, value, WireReport.whole(report.suiteSha256(), whole, false), finishedCase);
    }

    /** The first event of every worker: its {@link dev.boundedloop.grader.jail.InsideView}, as JSON in value. */
    static final String INSIDE = "INSIDE";
    static final String READY = "READY";
    static final String REPORT = "REPORT";
    static final String CASE = "CASE";
}
