package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.GradingStage;

/**
 * How one try of a job on one worker ended: with a report (and whether the worker said it should
 * retire); with a report too large for a frame, which the supervisor skipped; or with the worker dead
 * or killed, together with the last stage and case the worker announced.
 *
 * @param reporting whether the worker had finished the suite's last case and was sending the report
 * @param killedBecause why the supervisor killed the worker itself, other than for the watchdog; or null
 * @param reportBytes the length of a report's frame that was over the limit and skipped; 0 otherwise
 */
record JobAttempt(GradingReport report, String suspicion, boolean timedOut, int exitCode, GradingStage stage, String caseId,
        boolean reporting, String killedBecause, long reportBytes) {

    /** The JVM's exit code under -XX:+ExitOnOutOfMemoryError. */
    static final int OUT_OF_MEMORY_EXIT = 3;
    /** 128 + SIGKILL: the watchdog, the kernel's OOM killer or an operator. */
    private static final int KILLED_EXIT = 137;

    static JobAttempt finished(GradingReport report, String suspicion) {
        return new JobAttempt(report, suspicion, false, 0, null, null, false, null, 0);
    }

    /** The worker is alive and idle, but its report was over the frame limit and skipped unread. */
    static JobAttempt tooLarge(long reportBytes) {
        return new JobAttempt(null, null, false, 0, null, null, false, null, reportBytes);
    }

    static JobAttempt died(boolean timedOut, int exitCode, GradingStage stage, String caseId, boolean reporting,
            String killedBecause) {
        return new JobAttempt(null, null, timedOut, exitCode, stage, caseId, reporting, killedBecause, 0);
    }

    boolean finished() {
        return report != null;
    }

    boolean tooLarge() {
        return reportBytes > 0;
    }

    /** For the log: how the worker ended and where it was, in words an operator can act on. */
    String howItEnded() {
        String how = timedOut ? "overran the watchdog and was killed"
                : killedBecause != null ? "was killed by its supervisor because " + killedBecause
                : exitCode == KILLED_EXIT ? "was killed from outside (exit 137, SIGKILL)"
                : outOfMemory() ? "ran out of memory (exit " + exitCode + ")"
                : "died with exit " + exitCode;
        String where = reporting ? "after the last case, while it sent the report"
                : caseId != null ? "in case " + caseId
                : stage != null ? "in the " + stage.label() + " stage"
                : "before it began the job";
        return how + " " + where;
    }

    boolean outOfMemory() {
        return exitCode == OUT_OF_MEMORY_EXIT;
    }
}
