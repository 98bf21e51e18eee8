package dev.boundedloop.grader.intake;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.UnknownAssignmentException;
import dev.boundedloop.grader.grading.ReportBuilder;
import dev.boundedloop.grader.grading.SourceIntake;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.queue.GradingDispatcher;
import dev.boundedloop.grader.queue.GradingJob;
import dev.boundedloop.grader.queue.JobQueue;
import dev.boundedloop.grader.queue.QueueProperties;
import dev.boundedloop.grader.reports.ReportStore;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.standings.Lateness;
import dev.boundedloop.grader.submission.NewSubmissions;
import dev.boundedloop.grader.submission.Submission;
import dev.boundedloop.grader.submission.SubmissionRepository;
import dev.boundedloop.grader.web.RequestText;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Takes a submission in: a gradable source is committed with its job before the
 * reply; an empty, non-UTF-8 or over-64-KiB source is committed with its INVALID report at once,
 * never queued. Either way everything is written in one transaction, or nothing is.
 */
@Service
public class SubmissionIntake {

    /** The submission a request created, or the one an earlier request with its Idempotency-Key created. */
    public record Receipt(UUID id, SubmissionStatus status) {}

    private static final int MAX_IDEMPOTENCY_KEY = 128;

    private final SubmissionRepository submissions;
    private final NewSubmissions newSubmissions;
    private final JobQueue queue;
    private final ReportStore reports;
    private final SuiteCatalog catalog;
    private final QueueProperties properties;
    private final ApplicationEventPublisher events;
    private final TransactionTemplate transactions;
    private final GradingDispatcher dispatcher;
    private final IntakeRules rules;
    private final Clock clock;

    SubmissionIntake(SubmissionRepository submissions, NewSubmissions newSubmissions, JobQueue queue, ReportStore reports,
            SuiteCatalog catalog, QueueProperties properties, ApplicationEventPublisher events,
            TransactionTemplate transactions, GradingDispatcher dispatcher, IntakeRules rules, Clock clock) {
        this.submissions = submissions;
        this.newSubmissions = newSubmissions;
        this.queue = queue;
        this.reports = reports;
        this.catalog = catalog;
        this.properties = properties;
        this.events = events;
        this.transactions = transactions;
        this.dispatcher = dispatcher;
        this.rules = rules;
        this.clock = clock;
    }

    public Receipt submit(Caller caller, String assignment, byte[] source, String notes, String idempotencyKey) {
        check(assignment, notes, idempotencyKey);
        Optional<Receipt> earlier = replay(caller, idempotencyKey, assignment, source);
        if (earlier.isPresent()) {
            return earlier.get();
        }
        Suite suite;
        try {
            suite = catalog.forNewSubmission(assignment);
        } catch (UnknownAssignmentException e) {
            throw GraderProblem.unprocessable(e.getMessage());
        }
        Receipt receipt;
        try {
            receipt = transactions.execute(tx -> store(caller, suite, source, notes, idempotencyKey));
        } catch (DataIntegrityViolationException concurrentRetry) {
            if (idempotencyKey == null) {
                throw concurrentRetry; // no key, no race: a real failure, never answered as an earlier submission
            }
            // Two requests with one Idempotency-Key raced; the unique key let exactly one insert win.
            receipt = replay(caller, idempotencyKey, assignment, source).orElseThrow(() -> concurrentRetry);
        }
        if (receipt.status() == SubmissionStatus.QUEUED) {
            dispatcher.nudge();
        }
        return receipt;
    }

    private Receipt store(Caller caller, Suite suite, byte[] source, String notes, String idempotencyKey) {
        Instant now = clock.instant();
        String assignment = suite.assignment().id();
        Lateness lateness = rules.admit(caller, assignment, now);
        SourceIntake.Checked checked = SourceIntake.check(source);
        if (checked.accepted()) {
            long depth = queue.depth();
            if (depth >= properties.maxDepth()) {
                throw new QueueFullException(depth, properties.retryAfter());
            }
        }
        Submission submission = new Submission(UUID.randomUUID(), assignment, caller, source, notes, idempotencyKey,
                checked.accepted(), now);
        newSubmissions.insert(submission, lateness);
        if (checked.accepted()) {
            queue.enqueue(submission.id(), caller.subject(), GradingJob.Kind.GRADE, now);
        } else {
            reports.store(submission.id(), null, "INTAKE", ReportBuilder.forSource(suite, source).notGraded(SubmissionStatus.INVALID, checked.invalidReason()), now);
        }
        events.publishEvent(new SubmissionReceived(submission.id(), assignment, caller.subject(), caller.role(), notes, now));
        return new Receipt(submission.id(), submission.status());
    }

    private Optional<Receipt> replay(Caller caller, String idempotencyKey, String assignment, byte[] source) {
        if (idempotencyKey == null) {
            return Optional.empty();
        }
        return submissions.findBySubmitterAndIdempotencyKey(caller.subject(), idempotencyKey).map(earlier -> {
            if (!earlier.sameRequest(assignment, source)) {
                throw GraderProblem.unprocessable("Idempotency-Key '" + idempotencyKey + "' was already used for a "
                        + "different submission (" + earlier.id() + "); use a new key for a new submission");
            }
            return new Receipt(earlier.id(), earlier.status());
        });
    }

    private static void check(String assignment, String notes, String idempotencyKey) {
        if (assignment == null || assignment.isBlank()) {
            throw GraderProblem.badRequest("The field 'assignment' is required, e.g. \"ch03-unit-a\"; "
                    + "GET /api/assignments lists them");
        }
        // PostgreSQL text cannot hold NUL or a lone surrogate; refused here, a clear 400 instead of a
        // failed insert or a '?' in place of the character.
        RequestText.require("notes", notes);
        if (notes != null && notes.length() > Submission.MAX_NOTES) {
            throw GraderProblem.badRequest("The notes are " + notes.length() + " characters; the limit is "
                    + Submission.MAX_NOTES);
        }
        if (idempotencyKey != null && (idempotencyKey.isBlank() || idempotencyKey.length() > MAX_IDEMPOTENCY_KEY)) {
            throw GraderProblem.badRequest("An Idempotency-Key must be 1 to " + MAX_IDEMPOTENCY_KEY
                    + " characters, e.g. a UUID");
        }
    }
}
