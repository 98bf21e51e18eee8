package dev.boundedloop.grader.submission;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * One grading to do. Written here when enqueued; after that only {@link JobQueue}'s conditional
 * UPDATEs change it, because claims must be atomic across replicas.
 */
@Entity
@Table(name = "grading_jobs")
class GradingJob {

    enum Kind { GRADE, REGRADE }

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "grading_jobs")
    @SequenceGenerator(name = "grading_jobs", sequenceName = "grading_jobs_seq", allocationSize = 1)
    private Long id;

    @Column(name = "submission_id", nullable = false, updatable = false)
    private UUID submissionId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, updatable = false)
    private Kind kind;

    @Column(nullable = false, updatable = false)
    private String state;

    @Column(nullable = false, updatable = false)
    private int attempts;

    @Column(name = "enqueued_at", nullable = false, updatable = false)
    private Instant enqueuedAt;

    protected GradingJob() {}

    GradingJob(UUID submissionId, Kind kind, Instant enqueuedAt) {
        this.submissionId = Objects.requireNonNull(submissionId);
        this.kind = Objects.requireNonNull(kind);
        this.state = JobQueue.QUEUED;
        this.enqueuedAt = Objects.requireNonNull(enqueuedAt);
    }

    Long id() {
        return id;
    }
}
