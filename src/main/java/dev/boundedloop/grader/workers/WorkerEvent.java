package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.GradingReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a worker tells its supervisor: it is ready, or a job's report. Which stage and case a job is
 * in goes to the worker's {@link ProgressBoard} instead, at the cost of a memory write.
 *
 * @param type INSIDE, READY, WARM, COMPILED, REPORT or CASE; or OVERSIZED, which the supervisor's reader makes of a frame
 *     over the limit that it skipped
 * @param value a note: on READY, the worker's compiler identity; on a REPORT, why this worker JVM should not take another job (an error it saw
 *     may have left JDK state broken), or null when it is healthy; on OVERSIZED, the skipped frame's type
 * @param report the finished report, nested as JSON (not as an escaped string: reports are large);
 *     whole once the supervisor has read it
 * @param finishedCase on a CASE event, one case's result, sent while the job still runs
 * @param frameBytes on OVERSIZED, how long the skipped frame was
 * @param compiled on a COMPILED event, the job's fresh compile, sent before any of its learner code runs
 */
record WorkerEvent(String type, long jobId, String value, WireReport report, CaseExecution finishedCase,
        Long frameBytes, CompiledSource compiled) {

    /** How the protocol's mapper begins every event: its type, then its job. */
    private static final Pattern HEAD = Pattern.compile("^\\{\"type\":\"([A-Z]+)\",\"jobId\":(\\d{1,18})");

    WorkerEvent(String type, long jobId, String value) {
        this(type, jobId, value, null, null, null, null);
    }

    static WorkerEvent finished(long jobId, CaseExecution finishedCase) {
        return new WorkerEvent(CASE, jobId, null, null, finishedCase, null, null);
    }

    static WorkerEvent compiled(long jobId, CompiledSource compiled) {
        return new WorkerEvent(COMPILED, jobId, null, null, null, null, compiled);
    }

    /** This event with its report as the supervisor rebuilt it. */
    WorkerEvent withReport(GradingReport whole) {
        return new WorkerEvent(type, jobId, value, WireReport.whole(report.suiteSha256(), whole, false), finishedCase,
                frameBytes, compiled);
    }

    /** What a skipped frame was, read from its head; a head that is no event's is a broken protocol. */
    static WorkerEvent oversized(Frames.Oversized frame) throws IOException {
        Matcher head = HEAD.matcher(new String(frame.head(), StandardCharsets.US_ASCII));
        if (!head.find()) {
            throw new IOException("corrupt frame: " + frame.getMessage() + ", and its head is no event's");
        }
        return new WorkerEvent(OVERSIZED, Long.parseLong(head.group(2)), head.group(1), null, null,
                (long) frame.length(), null);
    }

    /** The first event of every worker: its {@link dev.boundedloop.grader.jail.InsideView}, as JSON in value. */
    static final String INSIDE = "INSIDE";
    /** Ready for jobs; its value is the worker's {@link dev.boundedloop.grader.sandbox.CompilerIdentity}. */
    static final String READY = "READY";
    /** A warm-up put off until the supervisor asked for it is done; handled as it arrives, never queued. */
    static final String WARM = "WARM";
    static final String REPORT = "REPORT";
    static final String CASE = "CASE";
    static final String COMPILED = "COMPILED";
    static final String OVERSIZED = "OVERSIZED";
}
