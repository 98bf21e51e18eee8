package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.LearnerFailure;
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
 */
record WorkerRequest(long jobId, String suiteSha256, boolean visibleOnly, Map<String, byte[]> suiteFiles,
        String sourceBase64, Map<String, LearnerFailure> presetFailures, Map<String, CaseExecution> finishedEarlier,
        boolean reportEachCase) {}
