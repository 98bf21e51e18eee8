package dev.boundedloop.grader.sandbox.worker;

import dev.boundedloop.grader.grading.LearnerFailure;
import java.util.Map;

/**
 * One grading job for a worker. The source travels as Base64 because it has not passed intake yet
 * and may not be UTF-8.
 */
record WorkerRequest(long jobId, String assignment, String sourceBase64, Map<String, LearnerFailure> presetFailures) {}
