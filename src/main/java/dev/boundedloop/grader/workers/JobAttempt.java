package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.GradingStage;

/**
 * How one try of a job on one worker ended: with a report (and whether the worker said it should
 * retire), or with the worker dead or killed by the watchdog, together with the last stage and case
 * the worker announced.
 */
record JobAttempt(GradingReport report, String suspicion, boolean timedOut, int exitCode, GradingStage stage, String caseId) {

    /** The JVM's exit code under -XX:+ExitOnOutOfMemoryError. */
    static final int OUT_OF_MEMORY_EXIT = 3;
    /** 128 + SIGKILL: the watchdog, the kernel's OOM killer or an operator. */
    private static final int KILLED_EXIT = 137;

    static JobAttempt finished(GradingReport report, String suspicion) {
        return new JobAttempt(report, suspicion, false, 0, null, null);
    }

    static JobAttempt died(boolean timedOut, int exitCode, GradingStage stage, String caseId) {
        return new JobAttempt(null, null, timedOut, exitCode, stage, caseId);
    }

    boolean finished() {
        return report != null;
    }

    /** For the log: how the worker ended and where it was, in words an operator can act on. */
    String howItEnded() {
        String how = timedOut ? "overran the watchdog and was killed"
                : exitCode == KILLED_EXIT ? "was killed from outside (exit 137, SIGKILL)"
                : outOfMemory() ? "ran out of memory (exit " + exitCode + ")"
                : "died with exit " + exitCode;
        String where = caseId != null ? "in case " + caseId
                : stage != null ? "in the " + stage.label() + " stage"
                : "before it began the job";
        return how + " " + where;
    }

    boolean outOfMemory() {
        return exitCode == OUT_OF_MEMORY_EXIT;
    }
}
