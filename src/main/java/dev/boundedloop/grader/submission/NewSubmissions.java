package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.standings.Lateness;
import dev.boundedloop.grader.standings.StandingRefresh;
import dev.boundedloop.grader.storage.SqlTime;
import java.time.Clock;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Inserts a new submission's row with one plain INSERT. Intake's hot path: Spring Data's save
 * merges an entity whose id is already set, reading the fresh id back before inserting it.
 */
@Repository
public class NewSubmissions {

    private final JdbcClient jdbc;
    private final StandingRefresh standings;

    NewSubmissions(JdbcClient jdbc, ApplicationEventPublisher events, Clock clock) {
        this.jdbc = jdbc;
        this.standings = new StandingRefresh(jdbc, events, clock);
    }

    public void insert(Submission submission) {
        insert(submission, Lateness.ON_TIME);
    }

    public void insert(Submission submission, Lateness lateness) {
        jdbc.sql("""
                        INSERT INTO submissions (id, assignment, submitter, submitter_role, source, source_sha256, notes,
                                                 idempotency_key, status, submitted_at, late_days, late_penalty_percent)
                        VALUES (:id, :assignment, :submitter, :role, :source, :sourceSha256, :notes, :idempotencyKey,
                                :status, :submittedAt, :lateDays, :latePenalty)""")
                .param("id", submission.id())
                .param("assignment", submission.assignment())
                .param("submitter", submission.submitter())
                .param("role", submission.submitterRole().name())
                .param("source", submission.source())
                .param("sourceSha256", submission.sourceSha256())
                .param("notes", submission.notes())
                .param("idempotencyKey", submission.idempotencyKey())
                .param("status", submission.status().name())
                .param("submittedAt", SqlTime.of(submission.submittedAt()))
                .param("lateDays", lateness.late() ? lateness.days() : null)
                .param("latePenalty", lateness.late() ? lateness.penaltyPercent() : null)
                .update();
        if (submission.status() == SubmissionStatus.QUEUED) {
            standings.countQueued(submission.assignment(), submission.submitter());
        } else {
            standings.refresh(submission.assignment(), submission.submitter());
        }
    }
}
