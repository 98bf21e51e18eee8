package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.UnknownAssignmentException;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.LiveProgress;
import dev.boundedloop.grader.grading.ReportBuilder;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.reports.ReportStore;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/** Grades one claimed job and stores its report, if this replica still holds the job. */
@Component
class JobGrading {

    private static final Logger log = LoggerFactory.getLogger(JobGrading.class);

    private final SubmissionGrader grader;
    private final GradingsUnderWay underWay;
    private final SuiteCatalog catalog;
    private final JobQueue queue;
    private final ReportStore reports;
    private final TransactionTemplate transactions;
    private final CompletionSignals signals;
    private final GradingMetrics metrics;
    private final QueueProperties properties;
    private final Clock clock;

    JobGrading(SubmissionGrader grader, GradingsUnderWay underWay, SuiteCatalog catalog, JobQueue queue, ReportStore reports,
            TransactionTemplate transactions, CompletionSignals signals, GradingMetrics metrics,
            QueueProperties properties, Clock clock) {
        this.grader = grader;
        this.underWay = underWay;
        this.catalog = catalog;
        this.queue = queue;
        this.reports = reports;
        this.transactions = transactions;
        this.signals = signals;
        this.metrics = metrics;
        this.properties = properties;
        this.clock = clock;
    }

    void grade(ClaimedJob job, String owner) {
        Optional<GradingInput> found = queue.input(job);
        if (found.isEmpty()) {
            boolean ended = Boolean.TRUE.equals(transactions.execute(tx -> queue.endOrphaned(job.id(), owner, clock.instant())));
            log.error("Job {} grades submission {}, which the database no longer holds (an unclean stop of an embedded "
                    + "database can lose a row its job kept); {}", job.id(), job.submissionId(),
                    ended ? "the job is ended as " + JobQueue.ORPHANED : "the job is no longer held here");
            return;
        }
        GradingInput submission = found.get();
        long started = System.nanoTime();
        GradingReport report = refusal(job)
                .map(reason -> notGraded(submission, reason))
                .orElseGet(() -> gradeSafely(submission));
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        Instant now = clock.instant();
        Long reportId = transactions.execute(tx -> {
            if (!queue.finish(job.id(), owner, now)) {
                return null;
            }
            queue.charge(job.flow(), took);
            return reports.store(submission.submissionId(), job.id(), job.kind().name(), report, now);
        });
        if (reportId == null) {
            log.warn("Job {} is no longer held here (handed back at shutdown, or taken over after its lease); "
                    + "its report is discarded", job.id());
            return;
        }
        metrics.graded(report.status(), job.kind(), took, Duration.between(submission.submittedAt(), now));
        signals.completed(submission.submissionId(), new FreshReport(reportId, report));
    }

    /** Why a job is not graded again: it has had its tries, or its time on workers, over earlier claims. */
    private Optional<String> refusal(ClaimedJob job) {
        if (job.attempts() > properties.maxAttempts()) {
            return Optional.of("Grading was started " + (job.attempts() - 1) + " times and never finished; "
                    + "this is not your fault, and an instructor can regrade it");
        }
        if (job.heldBefore().compareTo(properties.maxGradingTime()) >= 0) {
            return Optional.of("Earlier tries held workers for " + job.heldBefore().toSeconds()
                    + " s without finishing, and one submission may take " + properties.maxGradingTime().toSeconds()
                    + " s; an instructor can regrade it");
        }
        return Optional.empty();
    }

    private GradingReport gradeSafely(GradingInput submission) {
        try {
            LiveProgress progress = underWay.begin(submission.submissionId());
            try {
                return grader.grade(catalog.suite(submission.assignment()), submission.source(), progress);
            } finally {
                underWay.end(submission.submissionId(), progress);
            }
        } catch (RuntimeException | LinkageError | StackOverflowError fault) {
            log.error("Grading submission {} failed", submission.submissionId(), fault);
            return notGraded(submission, "The grader failed; this is not your fault (" + fault + ")");
        }
    }

    private GradingReport notGraded(GradingInput submission, String reason) {
        ReportBuilder report;
        try {
            report = ReportBuilder.forSource(catalog.suite(submission.assignment()), submission.source());
        } catch (UnknownAssignmentException gone) {
            report = ReportBuilder.forUnknownSuite(submission.assignment(), submission.source());
        }
        return report.notGraded(SubmissionStatus.INTERNAL_ERROR, reason);
    }
}
