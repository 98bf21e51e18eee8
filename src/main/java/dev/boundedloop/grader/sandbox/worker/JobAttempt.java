package dev.boundedloop.grader.sandbox.worker;

import dev.boundedloop.grader.grading.GradingReport;

/**
 * How one try of a job on one worker ended: with a report, or with the worker dead or killed by
 * the watchdog, together with the last stage and case the worker announced.
 */
record JobAttempt(GradingReport report, boolean timedOut, int exitCode, String stage, String caseId) {

    /** The JVM's exit code under -XX:+ExitOnOutOfMemoryError. */
    static final int OUT_OF_MEMORY_EXIT = 3;

    static JobAttempt finished(GradingReport report) {
        return new JobAttempt(report, false, 0, null, null);
    }

    boolean finished() {
        return report != null;
    }

    boolean outOfMemory() {
        return exitCode == OUT_OF_MEMORY_EXIT;
    }
}
