package dev.boundedloop.grader.queue;

/**
 * One grading to do: a row of {@code grading_jobs}. Only {@link JobQueue}'s plain SQL writes these
 * rows, because claims must be atomic across replicas and ranks fair across learners.
 */
public final class GradingJob {

    public enum Kind { GRADE, REGRADE }

    private GradingJob() {}
}
