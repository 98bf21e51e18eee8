package dev.boundedloop.grader.submission;

/**
 * One grading to do: a row of {@code grading_jobs}. Only {@link JobQueue}'s plain SQL writes these
 * rows, because claims must be atomic across replicas and ranks fair across learners.
 */
final class GradingJob {

    enum Kind { GRADE, REGRADE }

    private GradingJob() {}
}
