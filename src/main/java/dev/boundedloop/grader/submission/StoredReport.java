package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
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
import java.util.UUID;
import org.hibernate.annotations.Immutable;

/**
 * A report as written, never changed: a regrade writes another one beside it. It names the suite
 * version and sha256 it was graded against, and the source's sha256.
 */
@Entity
@Immutable
@Table(name = "reports")
class StoredReport {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "reports")
    @SequenceGenerator(name = "reports", sequenceName = "reports_seq", allocationSize = 1)
    private Long id;

    @Column(name = "submission_id", nullable = false)
    private UUID submissionId;

    @Column(name = "job_id")
    private Long jobId;

    /** INTAKE (written when the source was received), GRADE or REGRADE. */
    @Column(nullable = false)
    private String origin;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private SubmissionStatus status;

    @Column(nullable = false)
    private int score;

    @Column(name = "max_score", nullable = false)
    private int maxScore;

    @Column(name = "suite_version", nullable = false)
    private String suiteVersion;

    @Column(name = "suite_sha256", nullable = false)
    private String suiteSha256;

    @Column(name = "source_sha256", nullable = false)
    private String sourceSha256;

    /** The report without its transcripts, which live in their own rows. */
    @Column(name = "report_json", nullable = false)
    private String reportJson;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected StoredReport() {}

    StoredReport(UUID submissionId, Long jobId, String origin, GradingReport report, String reportJson,
            Instant createdAt) {
        this.submissionId = submissionId;
        this.jobId = jobId;
        this.origin = origin;
        this.status = report.status();
        this.score = report.score();
        this.maxScore = report.maxScore();
        this.suiteVersion = report.suite().version();
        this.suiteSha256 = report.suite().sha256();
        this.sourceSha256 = report.source().sha256();
        this.reportJson = reportJson;
        this.createdAt = createdAt;
    }

    Long id() {
        return id;
    }

    UUID submissionId() {
        return submissionId;
    }

    String reportJson() {
        return reportJson;
    }

    ReportSummary summary() {
        return new ReportSummary(id, origin, status, score, maxScore, suiteVersion,
                suiteSha256, createdAt);
    }
}
