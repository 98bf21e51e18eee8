package dev.boundedloop.grader.sandbox.worker;

import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.LearnerFailure;
import java.util.Map;

/**
 * One grading job for a worker. The source travels as Base64 because it has not passed intake yet
 * and may not be UTF-8.
 *
 * @param presetFailures verdicts for the cases that killed earlier tries
 * @param finishedEarlier results that earlier tries sent before they died, not to be run again
 * @param reportEachCase whether to send each case's result as soon as it is known: a retry does, so
 *     that a second death loses no finished case (a first try does not, because it rarely dies)
 */
record WorkerRequest(long jobId, String assignment, String sourceBase64, Map<String, LearnerFailure> presetFailures,
        Map<String, CaseExecution> finishedEarlier, boolean reportEachCase) {}
