package dev.boundedloop.grader.audit;

import dev.boundedloop.grader.intake.SubmissionReceived;
import dev.boundedloop.grader.reports.ReportStored;
import dev.boundedloop.grader.storage.SqlTime;
import java.time.Duration;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * One log line per submission received and per report stored. The request id is kept with the
 * submission, so its grading line, written on a grading thread, carries the id of the request that
 * brought it.
 */
@Component
class SubmissionActivity {

    private static final Logger log = LoggerFactory.getLogger(SubmissionActivity.class);

    private record Submitted(String learner, String requestId, Instant at) {}

    private final JdbcClient jdbc;

    SubmissionActivity(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @EventListener
    void received(SubmissionReceived received) {
        String requestId = MDC.get(RequestIdFilter.MDC_KEY);
        if (requestId != null) {
            jdbc.sql("UPDATE submissions SET request_id = :requestId WHERE id = :id")
                    .param("requestId", requestId).param("id", received.id()).update();
        }
        AfterCommit.run(() -> log.info("submission received id={} learner={} role={} assignment={}", received.id(),
                LogText.value(received.submitter()), received.submitterRole(), LogText.value(received.assignment())));
    }

    @EventListener
    void graded(ReportStored stored) {
        Submitted submitted = jdbc.sql("SELECT submitter, request_id, submitted_at FROM submissions WHERE id = :id")
                .param("id", stored.submissionId())
                .query((rs, row) -> new Submitted(rs.getString("submitter"), rs.getString("request_id"),
                        SqlTime.read(rs, "submitted_at")))
                .optional()
                .orElse(new Submitted(null, null, stored.at()));
        AfterCommit.run(() -> withRequestId(submitted.requestId(), () -> log.info(
                "submission graded id={} learner={} assignment={} origin={} status={} score={} maxScore={} "
                        + "gradingMs={} sinceSubmittedMs={}",
                stored.submissionId(), LogText.value(submitted.learner()), LogText.value(stored.assignment()),
                stored.origin(), stored.status(), stored.score(), stored.maxScore(), stored.gradingMillis(),
                Duration.between(submitted.at(), stored.at()).toMillis())));
    }

    /** On a grading thread, the submission's request id; in the request itself, the one already there. */
    private static void withRequestId(String requestId, Runnable logging) {
        if (requestId == null || MDC.get(RequestIdFilter.MDC_KEY) != null) {
            logging.run();
            return;
        }
        MDC.put(RequestIdFilter.MDC_KEY, requestId);
        try {
            logging.run();
        } finally {
            MDC.remove(RequestIdFilter.MDC_KEY);
        }
    }
}
