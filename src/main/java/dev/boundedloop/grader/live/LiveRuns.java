package dev.boundedloop.grader.live;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.audit.LogText;
import dev.boundedloop.grader.cases.LearnerApi;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.kinds.admission.AdmissionKind;
import dev.boundedloop.grader.outbound.OutboundGuard;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.loop.CourseScripts;
import dev.boundedloop.loop.LoopStatus;
import dev.boundedloop.loop.Model;
import dev.boundedloop.loop.ScriptedModel;
import dev.boundedloop.loop.TranscriptJson;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Semaphore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Live runs of a submission's policy. The policy's answers come from the sandbox (a probe suite
 * graded by the same worker JVMs as every grading, see {@link AdmissionProbe}); the loop and the
 * model's HTTP calls run here, in the service, with those answers replayed. When there is no live
 * model, or it fails, the scripted model's run is recorded instead and marked as a fallback.
 */
public class LiveRuns {

    private static final Logger log = LoggerFactory.getLogger(LiveRuns.class);
    private static final Duration BUSY_RETRY = Duration.ofSeconds(10);

    private record SubmissionRow(String assignment, String submitter, byte[] source, Long reportId) {}

    private final JdbcClient jdbc;
    private final SuiteCatalog catalog;
    private final SubmissionGrader sandbox;
    private final LiveRunStore store;
    private final AuditTrail audit;
    private final TransactionTemplate transactions;
    private final LiveModelProperties.Choice liveModel;
    private final Semaphore running;
    private final Clock clock;
    private final ChatCompletionsModel.Sender http;

    LiveRuns(JdbcClient jdbc, SuiteCatalog catalog, SubmissionGrader sandbox, LiveRunStore store, AuditTrail audit,
            TransactionTemplate transactions, LiveModelProperties.Choice liveModel, int concurrentRuns, Clock clock,
            OutboundGuard guard) {
        this.jdbc = jdbc;
        this.catalog = catalog;
        this.sandbox = sandbox;
        this.store = store;
        this.audit = audit;
        this.transactions = transactions;
        this.liveModel = liveModel;
        this.running = new Semaphore(concurrentRuns);
        this.clock = clock;
        this.http = liveModel.settings() == null ? null : ChatCompletionsModel.through(guard, liveModel.settings());
    }

    /** The submission's live runs, oldest first; 404 unless the caller may read the submission. */
    public List<LiveRunView> list(UUID submission, Caller caller) {
        readable(submission, caller);
        return store.forSubmission(submission);
    }

    /** Runs the submission's policy in the loop with the live model (or the scripted one) and records the run. */
    public LiveRunView run(UUID submission, Caller caller) {
        SubmissionRow row = readable(submission, caller);
        if (!running.tryAcquire()) {
            throw new GraderProblem(GraderProblem.Kind.UNAVAILABLE, "Too many live runs",
                    "Other live runs are under way in this replica; try again shortly").retryAfter(BUSY_RETRY);
        }
        try {
            LiveRunView run = runLoop(submission, row, caller);
            transactions.executeWithoutResult(tx -> {
                store.insert(run);
                if (caller.isInstructor()) {
                    audit.record("live-run", "submission:" + submission, AuditTrail.detail("run", run.id(),
                            "liveModel", run.liveModel(), "provider", run.provider(), "model", run.model(),
                            "status", run.status()));
                }
            });
            return run;
        } finally {
            running.release();
        }
    }

    private LiveRunView runLoop(UUID submission, SubmissionRow row, Caller caller) {
        PolicyTape tape = tape(row);
        LiveModelUse use;
        String fallbackReason;
        List<ModelAttempt> attempts = List.of();
        LoopReplay.Outcome outcome;
        if (liveModel.settings() == null) {
            use = LiveModelUse.NOT_CONFIGURED;
            fallbackReason = liveModel.unavailable();
            outcome = LoopReplay.run(tape, scripted());
        } else {
            ChatCompletionsModel model = new ChatCompletionsModel(liveModel.settings(), http);
            LoopReplay.Outcome live = LoopReplay.run(tape, model);
            attempts = model.attempts();
            if (live.loop() != null && live.loop().status() == LoopStatus.MODEL_FAILED) {
                use = LiveModelUse.FAILED;
                fallbackReason = "The live model failed on call " + live.modelCalls() + ": "
                        + Optional.ofNullable(model.lastError()).orElse("no usable answer");
                // The reason quotes the provider's answer: logged as a quoted value, never as raw text.
                log.warn("live run of submission {} falls back to the scripted model: reason={}", submission,
                        LogText.value(fallbackReason));
                outcome = LoopReplay.run(tape, scripted());
            } else {
                use = LiveModelUse.USED;
                fallbackReason = null;
                outcome = live;
            }
        }
        LiveModelSettings settings = liveModel.settings();
        List<java.util.Map<String, Object>> transcript = TranscriptJson.toJson(outcome.messages());
        return new LiveRunView(UUID.randomUUID(), submission, row.reportId(), caller.subject(), clock.instant(), use,
                use != LiveModelUse.USED, fallbackReason, settings == null ? null : settings.provider(),
                settings == null ? null : settings.model(), outcome.status(), outcome.modelCalls(),
                outcome.toolCalls(), outcome.outputTokens(), outcome.estimatedCostCents(),
                LiveRunStore.answer(outcome.status(), transcript), outcome.policyOutcome(), outcome.policyMessage(),
                attempts, transcript);
    }

    /** The course's recorded transcript, as the notebook replays it when it has no key. */
    private static Model scripted() {
        return new ScriptedModel(CourseScripts.RECORDED_TURNS);
    }

    /** Asks the learner's policy, in a worker JVM under the sandbox, every question the loop may ask. */
    private PolicyTape tape(SubmissionRow row) {
        Suite assignmentSuite;
        try {
            assignmentSuite = catalog.suite(row.assignment());
        } catch (RuntimeException unknown) {
            throw GraderProblem.unprocessable("The submission's assignment " + row.assignment()
                    + " has no suite to run it with");
        }
        LearnerApi api = assignmentSuite.assignment().learnerApi();
        if (!api.equals(AdmissionKind.API)) {
            throw GraderProblem.unprocessable("A live run puts an admission policy in the bounded loop; learners of "
                    + row.assignment() + " write " + api.implemented().getSimpleName() + " (" + api.id()
                    + "), which the live loop cannot run").with("learnerApi", api.id());
        }
        Suite probe = AdmissionProbe.suite(assignmentSuite, LoopReplay.LIMITS, LoopReplay.DRAFT_BUDGET_CENTS);
        GradingReport report = sandbox.grade(probe, row.source());
        if (report.status() == SubmissionStatus.INTERNAL_ERROR) {
            throw new GraderProblem(GraderProblem.Kind.UNAVAILABLE, "Sandbox unavailable",
                    "The sandbox could not run the policy's probe; try again").retryAfter(BUSY_RETRY);
        }
        if (report.status() != SubmissionStatus.GRADED) {
            throw GraderProblem.unprocessable("The submission's policy cannot run: " + report.status()
                    + (report.message() == null ? "" : " (" + report.message() + ")"))
                    .with("submissionStatus", report.status().name());
        }
        return PolicyTape.of(report, LoopReplay.LIMITS).orElseThrow(() -> new IllegalStateException(
                "the sandbox's probe report does not show the policy's answers"));
    }

    private SubmissionRow readable(UUID submission, Caller caller) {
        Optional<SubmissionRow> row = jdbc.sql("""
                        SELECT assignment, submitter, source, current_report_id FROM submissions WHERE id = :id""")
                .param("id", submission)
                .query((rs, n) -> {
                    long report = rs.getLong("current_report_id");
                    Long reportId = rs.wasNull() ? null : report;
                    return new SubmissionRow(rs.getString("assignment"), rs.getString("submitter"),
                            rs.getBytes("source"), reportId);
                })
                .optional();
        // Someone else's submission is answered as one that does not exist, as everywhere in the API.
        return row.filter(r -> caller.owns(r.submitter())).orElseThrow(() -> GraderProblem.notFound(
                "No submission " + submission + " that this token may read"));
    }
}
