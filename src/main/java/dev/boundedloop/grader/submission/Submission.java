package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.hashing.Sha256;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.standings.Lateness;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A submitted source, kept byte for byte. Its status, score and current report follow the newest
 * report; the queue and the report store change them with conditional SQL, never this object.
 */
@Entity
@Table(name = "submissions")
public class Submission {

    public static final int MAX_NOTES = 8000;

    @Id
    private UUID id;

    @Column(nullable = false, updatable = false)
    private String assignment;

    @Column(nullable = false, updatable = false)
    private String submitter;

    @Enumerated(EnumType.STRING)
    @Column(name = "submitter_role", nullable = false, updatable = false)
    private Role submitterRole;

    @Column(nullable = false, updatable = false)
    private byte[] source;

    @Column(name = "source_sha256", nullable = false, updatable = false)
    private String sourceSha256;

    @Column(updatable = false)
    private String notes;

    @Column(name = "idempotency_key", updatable = false)
    private String idempotencyKey;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, updatable = false)
    private SubmissionStatus status;

    @Column(insertable = false, updatable = false)
    private Integer score;

    @Column(name = "max_score", insertable = false, updatable = false)
    private Integer maxScore;

    @Column(name = "current_report_id", insertable = false, updatable = false)
    private Long currentReportId;

    @Column(name = "submitted_at", nullable = false, updatable = false)
    private Instant submittedAt;

    @Column(name = "finished_at", insertable = false, updatable = false)
    private Instant finishedAt;

    @Column(name = "late_days", insertable = false, updatable = false)
    private Integer lateDays;

    @Column(name = "late_penalty_percent", insertable = false, updatable = false)
    private Integer latePenaltyPercent;

    protected Submission() {}

    public Submission(UUID id, String assignment, Caller caller, byte[] source, String notes, String idempotencyKey,
            boolean gradable, Instant submittedAt) {
        if (notes != null && notes.length() > MAX_NOTES) {
            throw new IllegalArgumentException("notes over " + MAX_NOTES + " characters");
        }
        this.id = Objects.requireNonNull(id);
        this.assignment = Objects.requireNonNull(assignment);
        this.submitter = caller.subject();
        this.submitterRole = caller.role();
        this.source = source.clone();
        this.sourceSha256 = Sha256.hex(source);
        this.notes = notes;
        this.idempotencyKey = idempotencyKey;
        this.status = gradable ? SubmissionStatus.QUEUED : SubmissionStatus.INVALID;
        this.submittedAt = Objects.requireNonNull(submittedAt);
    }

    public UUID id() {
        return id;
    }

    String assignment() {
        return assignment;
    }

    String submitter() {
        return submitter;
    }

    Role submitterRole() {
        return submitterRole;
    }

    byte[] source() {
        return source.clone();
    }

    String sourceSha256() {
        return sourceSha256;
    }

    String notes() {
        return notes;
    }

    String idempotencyKey() {
        return idempotencyKey;
    }

    public SubmissionStatus status() {
        return status;
    }

    Integer score() {
        return score;
    }

    Integer maxScore() {
        return maxScore;
    }

    Long currentReportId() {
        return currentReportId;
    }

    Instant submittedAt() {
        return submittedAt;
    }

    Instant finishedAt() {
        return finishedAt;
    }

    /** Whether a retried request with the same Idempotency-Key asks for the same submission. */
    public boolean sameRequest(String otherAssignment, byte[] otherSource) {
        return assignment.equals(otherAssignment) && sourceSha256.equals(Sha256.hex(otherSource));
    }

    SubmissionSummary summary() {
        return new SubmissionSummary(id, assignment, submitter, status, score, maxScore, submittedAt, finishedAt,
                Lateness.stored(lateDays, latePenaltyPercent));
    }
}
