package dev.boundedloop.grader.submission;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import org.hibernate.annotations.Immutable;

/** The loop transcript of one case, as JSON messages. */
@Entity
@Immutable
@Table(name = "transcripts")
class TranscriptRow {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "transcripts")
    @SequenceGenerator(name = "transcripts", sequenceName = "transcripts_seq", allocationSize = 50)
    private Long id;

    @Column(name = "report_id", nullable = false)
    private long reportId;

    @Column(nullable = false)
    private int position;

    @Column(name = "case_id", nullable = false)
    private String caseId;

    @Column(nullable = false)
    private String visibility;

    @Column(name = "messages_json", nullable = false)
    private String messagesJson;

    protected TranscriptRow() {}

    TranscriptRow(long reportId, int position, String caseId, String visibility, String messagesJson) {
        this.reportId = reportId;
        this.position = position;
        this.caseId = caseId;
        this.visibility = visibility;
        this.messagesJson = messagesJson;
    }

    String caseId() {
        return caseId;
    }

    String messagesJson() {
        return messagesJson;
    }
}
