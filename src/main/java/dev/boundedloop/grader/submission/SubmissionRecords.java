package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.security.Caller;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Reads submissions and reports, showing each caller only what its role may see. */
@Service
public class SubmissionRecords {

    /** Waiters re-read the database this often, for submissions graded by another replica. */
    private static final Duration RECHECK = Duration.ofMillis(500);

    private final SubmissionRepository submissions;
    private final StoredReportRepository reports;
    private final ReportStore store;
    private final CompletionSignals signals;

    SubmissionRecords(SubmissionRepository submissions, StoredReportRepository reports, ReportStore store,
            CompletionSignals signals) {
        this.submissions = submissions;
        this.reports = reports;
        this.store = store;
        this.signals = signals;
    }

    /**
     * The submission as the caller may see it: hidden cases redacted unless the caller is an
     * instructor. Empty when it does not exist or is someone else's, which callers answer alike (404).
     */
    @Transactional(readOnly = true)
    public Optional<SubmissionView> view(UUID id, Caller caller) {
        return submissions.findById(id).filter(s -> caller.owns(s.submitter())).map(s -> {
            if (!s.status().isFinal() || s.currentReportId() == null) {
                return SubmissionView.pending(s);
            }
            GradingReport report = store.load(reports.findById(s.currentReportId()).orElseThrow());
            return SubmissionView.finished(s, caller.seesHiddenCases() ? report : report.forLearner());
        });
    }

    /** Like {@link #view}, after waiting up to {@code wait} for the submission to become final. */
    public Optional<SubmissionView> awaitView(UUID id, Caller caller, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            CompletableFuture<Void> signal = signals.register(id);
            try {
                Optional<SubmissionStatus> status = submissions.statusOf(id);
                long left = deadline - System.nanoTime();
                if (status.isEmpty() || status.get().isFinal() || left <= 0) {
                    break;
                }
                signals.await(signal, Duration.ofNanos(Math.min(left, RECHECK.toNanos())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } finally {
                signals.unregister(id, signal);
            }
        }
        return view(id, caller);
    }

    @Transactional(readOnly = true)
    public Page<SubmissionSummary> search(SubmissionFilter filter, Pageable page) {
        return submissions.findAll(filter.specification(), page).map(Submission::summary);
    }

    /** Everything about a submission, for instructors. */
    @Transactional(readOnly = true)
    public Optional<SubmissionDetail> detail(UUID id) {
        return submissions.findById(id).map(s -> {
            List<StoredReport> history = reports.findBySubmissionIdOrderById(id);
            GradingReport current = history.stream().filter(r -> r.id().equals(s.currentReportId())).findFirst()
                    .map(store::load).orElse(null);
            return new SubmissionDetail(s.id(), s.assignment(), s.submitter(), s.submitterRole(), s.status(), s.score(),
                    s.maxScore(), s.submittedAt(), s.finishedAt(), s.notes(), s.sourceSha256(),
                    new String(s.source(), StandardCharsets.UTF_8), history.stream().map(StoredReport::summary).toList(),
                    current);
        });
    }

    /** One report in full, current or not, for instructors. */
    @Transactional(readOnly = true)
    public Optional<GradingReport> report(long reportId) {
        return reports.findById(reportId).map(store::load);
    }
}
