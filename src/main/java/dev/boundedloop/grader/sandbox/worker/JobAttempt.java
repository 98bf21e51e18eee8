package dev.boundedloop.grader.sandbox.worker;

import dev.boundedloop.grader.grading.GradingReport;

/**
 * How one try of a job on one worker ended: with a report (and whether the worker said it should
 * retire), or with the worker dead or killed by the watchdog, together with the last stage and case
 * the worker announced.
 */
record JobAttempt(GradingReport report, String suspicion, boolean timedOut, int exitCode, String stage, String caseId) {

    /** The JVM's exit code under -XX:+ExitOnOutOfMemoryError. */
    static final int OUT_OF_MEMORY_EXIT = 3;

    static JobAttempt finished(GradingReport report, String suspicion) {
        return new JobAttempt(report, suspicion, false, 0, null, null);
    }

    static JobAttempt died(boolean timedOut, int exitCode, String stage, String caseId) {
        return new JobAttempt(null, null, timedOut, exitCode, stage, caseId);
    }

    boolean finished() {
        return report != null;
    }

    boolean outOfMemory() {
        return exitCode == OUT_OF_MEMORY_EXIT;
    }
}
