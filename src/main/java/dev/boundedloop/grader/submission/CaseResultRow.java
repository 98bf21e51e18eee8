package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.grading.CaseResult;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import org.hibernate.annotations.Immutable;

/** One case of a report as a row, so failure rates and distributions are plain SQL. */
@Entity
@Immutable
@Table(name = "case_results")
class CaseResultRow {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "case_results")
    @SequenceGenerator(name = "case_results", sequenceName = "case_results_seq", allocationSize = 100)
    private Long id;

    @Column(name = "report_id", nullable = false)
    private long reportId;

    @Column(nullable = false)
    private int position;

    @Column(name = "case_id", nullable = false)
    private String caseId;

    @Column(nullable = false)
    private String name;

    @Column(nullable = false)
    private String category;

    @Column(nullable = false)
    private String visibility;

    @Column(nullable = false)
    private String outcome;

    @Column(nullable = false)
    private int points;

    @Column(name = "max_points", nullable = false)
    private int maxPoints;

    protected CaseResultRow() {}

    CaseResultRow(long reportId, int position, CaseResult result) {
        this.reportId = reportId;
        this.position = position;
        this.caseId = result.id();
        this.name = result.name();
        this.category = result.category().name().toLowerCase();
        this.visibility = result.visibility().name();
        this.outcome = result.outcome().name();
        this.points = result.points();
        this.maxPoints = result.maxPoints();
    }
}
