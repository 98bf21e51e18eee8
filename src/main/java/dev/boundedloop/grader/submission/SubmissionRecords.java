package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.queue.CompletionSignals;
import dev.boundedloop.grader.queue.FreshReport;
import dev.boundedloop.grader.queue.GradingsUnderWay;
import dev.boundedloop.grader.reports.ReportStore;
import dev.boundedloop.grader.reports.StoredReport;
import dev.boundedloop.grader.reports.StoredReportRepository;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.standings.ScoreOverrides;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
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
    private final SubmissionStates states;
    private final StoredReportRepository reports;
    private final ReportStore store;
    private final CompletionSignals signals;
    private final HiddenCaseRules rules;
    private final ScoreOverrides overrides;
    private final GradingsUnderWay underWay;
    private final Clock clock;

    SubmissionRecords(SubmissionRepository submissions, SubmissionStates states, StoredReportRepository reports,
            ReportStore store, CompletionSignals signals, HiddenCaseRules rules, ScoreOverrides overrides,
            GradingsUnderWay underWay, Clock clock) {
        this.overrides = overrides;
        this.underWay = underWay;
        this.rules = rules;
        this.clock = clock;
        this.submissions = submissions;
        this.states = states;
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
        return states.find(id).filter(s -> caller.owns(s.submitter())).map(s -> {
            if (!s.hasFinalReport()) {
                return SubmissionView.pending(s, underWay.progress(s.id()).orElse(null));
            }
            StoredReport stored = reports.findById(s.currentReportId()).orElseThrow();
            HiddenCaseDisclosure disclosure = disclosure(caller, s);
            return seenAs(s, disclosure, store.load(stored, disclosure == HiddenCaseDisclosure.FULL));
        });
    }

    /**
     * Like {@link #view}, after waiting up to {@code wait} for the submission to become final. A
     * report graded here arrives with its signal and is answered as it is, without reading it back.
     */
    public Optional<SubmissionView> awaitView(UUID id, Caller caller, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        while (true) {
            CompletableFuture<FreshReport> signal = signals.register(id);
            try {
                Optional<SubmissionState> state = states.find(id);
                long left = signals.waitUntil(deadline) - System.nanoTime();
                if (state.isEmpty() || state.get().status().isFinal() || left <= 0) {
                    break;
                }
                Optional<FreshReport> fresh = signals.await(signal, Duration.ofNanos(Math.min(left, RECHECK.toNanos())));
                if (fresh.isPresent()) {
                    return viewOf(id, fresh.get(), caller).or(() -> view(id, caller));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } finally {
                signals.unregister(id, signal);
            }
        }
        return view(id, caller);
    }

    /** The fresh report as the caller sees it, if it is still the submission's current one. */
    private Optional<SubmissionView> viewOf(UUID id, FreshReport fresh, Caller caller) {
        return states.find(id)
                .filter(s -> caller.owns(s.submitter()) && Long.valueOf(fresh.reportId()).equals(s.currentReportId()))
                .map(s -> seenAs(s, disclosure(caller, s), fresh.report()));
    }

    /** Instructors see everything; learners and CI what the course shows of hidden cases now. */
    private HiddenCaseDisclosure disclosure(Caller caller, SubmissionState submission) {
        return caller.seesHiddenCases() ? HiddenCaseDisclosure.FULL
                : rules.disclosure(submission.assignment(), submission.submitter(), clock.instant());
    }

    private static SubmissionView seenAs(SubmissionState submission, HiddenCaseDisclosure disclosure,
            GradingReport report) {
        return switch (disclosure) {
            case FULL -> SubmissionView.finished(submission, report, false, report);
            case OUTCOMES -> SubmissionView.finished(submission, report.forLearner(), false, report);
            case SCORE_ONLY -> SubmissionView.finished(submission, report.withoutHiddenCases(), true, report);
        };
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
                    .map(r -> store.load(r, true)).orElse(null);
            return new SubmissionDetail(s.id(), s.assignment(), s.submitter(), s.submitterRole(), s.status(), s.score(),
                    s.maxScore(), s.submittedAt(), s.finishedAt(), s.notes(), s.sourceSha256(),
                    new String(s.source(), StandardCharsets.UTF_8), states.find(id).map(SubmissionState::lateness).orElseThrow(),
                    overrides.find(id).orElse(null), history.stream().map(StoredReport::summary).toList(),
                    current);
        });
    }

    /** One report in full, current or not, for instructors. */
    @Transactional(readOnly = true)
    public Optional<GradingReport> report(long reportId) {
        return reports.findById(reportId).map(r -> store.load(r, true));
    }
}
