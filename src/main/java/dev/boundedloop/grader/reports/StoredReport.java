package dev.boundedloop.grader.reports;

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
public class StoredReport {

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

    /** The report without its transcripts (they live in their own rows), as gzipped JSON. */
    @Column(name = "report_gz")
    private byte[] reportGz;

    /** The same, as plain JSON, in rows stored before reports were compressed. */
    @Column(name = "report_json")
    private String reportJson;

    /** The key of its transcript list in transcript_sets; null for reports whose transcripts are rows of their own. */
    @Column(name = "transcript_set_sha256")
    private String transcriptSet;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected StoredReport() {}

    public Long id() {
        return id;
    }

    UUID submissionId() {
        return submissionId;
    }

    String reportJson() {
        return reportGz != null ? Gzip.text(reportGz) : reportJson;
    }

    String transcriptSet() {
        return transcriptSet;
    }

    public ReportSummary summary() {
        return new ReportSummary(id, origin, status, score, maxScore, suiteVersion,
                suiteSha256, createdAt);
    }
}
