package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.LearnerFailure;
import dev.boundedloop.grader.grading.ReportBounds;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One grading job for a worker. The source travels as Base64 because it has not passed intake yet
 * and may not be UTF-8.
 *
 * @param suiteFiles the suite's files, sent the first time a worker grades with that suite and
 *     null after it (the worker keeps each suite it was sent, by its sha256)
 * @param presetFailures verdicts for the cases that killed earlier tries
 * @param finishedEarlier results that earlier tries sent before they died, not to be run again
 * @param reportEachCase whether to send each case's result as soon as it is known: a retry does, so
 *     that a second death loses no finished case (a first try does not, because it rarely dies)
 * @param compiled this very source's compile, kept by the supervisor, to be used instead of compiling;
 *     or null
 * @param sendCompiled whether to send the compile back (a COMPILED event) as soon as it is made
 */
record WorkerRequest(long jobId, String suiteSha256, boolean visibleOnly, Map<String, byte[]> suiteFiles,
        String sourceBase64, Map<String, LearnerFailure> presetFailures, Map<String, CaseExecution> finishedEarlier,
        boolean reportEachCase, CompiledSource compiled, boolean sendCompiled) {

    /**
     * The one frame that is no request: an empty one, which tells a worker started to warm up only when
     * told ({@link WorkerMain#WARM_UP_WHEN_TOLD_PROPERTY}) to warm up now, between jobs.
     */
    static final byte[] WARM_UP = {};

    /**
     * The request as one frame's JSON. Each finished case is bounded, but a suite may have thousands:
     * should they not fit a frame together, they go with their outcomes and points alone, which is
     * all a retry needs to give them the verdict they had.
     */
    byte[] frame() {
        byte[] whole = WorkerJson.MAPPER.writeValueAsBytes(this);
        if (Frames.fits(whole) || finishedEarlier == null || finishedEarlier.isEmpty()) {
            return whole;
        }
        Map<String, CaseExecution> outcomes = new LinkedHashMap<>();
        finishedEarlier.forEach((id, execution) -> outcomes.put(id, ReportBounds.withoutDetails(execution, Frames.NO_ROOM)));
        return WorkerJson.MAPPER.writeValueAsBytes(new WorkerRequest(jobId, suiteSha256, visibleOnly, suiteFiles,
                sourceBase64, presetFailures, outcomes, reportEachCase, compiled, sendCompiled));
    }
}
