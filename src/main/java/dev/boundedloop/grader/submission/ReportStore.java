package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a report as one row (the §3 JSON without transcripts), a row per case and a row per
 * transcript, and makes it the submission's current report; reads it back whole.
 */
@Repository
class ReportStore {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<List<Map<String, Object>>> MESSAGES = new TypeReference<>() {};

    private final StoredReportRepository reports;
    private final CaseResultRowRepository cases;
    private final TranscriptRowRepository transcripts;
    private final EntityManager entities;
    private final JdbcClient jdbc;

    ReportStore(StoredReportRepository reports, CaseResultRowRepository cases, TranscriptRowRepository transcripts,
            EntityManager entities, JdbcClient jdbc) {
        this.reports = reports;
        this.cases = cases;
        this.transcripts = transcripts;
        this.entities = entities;
        this.jdbc = jdbc;
    }

    /** Stores the report in the caller's transaction; returns its id. */
    long store(UUID submissionId, Long jobId, String origin, GradingReport report, Instant at) {
        GradingReport withoutTranscripts = new GradingReport(report.status(), report.score(), report.maxScore(),
                report.message(), report.diagnostics(), report.violations(), report.cases(), List.of(), report.suite(),
                report.source(), report.timings());
        StoredReport saved = reports.save(
                new StoredReport(submissionId, jobId, origin, report, ReportJson.write(withoutTranscripts), at));
        long reportId = saved.id();
        List<CaseResultRow> caseRows = new ArrayList<>();
        for (CaseResult c : report.cases()) {
            caseRows.add(new CaseResultRow(reportId, caseRows.size(), c));
        }
        cases.saveAll(caseRows);
        Map<String, Visibility> visibility = report.cases().stream()
                .collect(Collectors.toMap(CaseResult::id, CaseResult::visibility, (a, b) -> a));
        List<TranscriptRow> transcriptRows = new ArrayList<>();
        for (CaseTranscript t : report.transcripts()) {
            transcriptRows.add(new TranscriptRow(reportId, transcriptRows.size(), t.caseId(),
                    visibility.getOrDefault(t.caseId(), Visibility.HIDDEN).name(), JSON.writeValueAsString(t.messages())));
        }
        transcripts.saveAll(transcriptRows);
        entities.flush(); // the rows must exist before the submission points at the report
        // Only a newer report becomes current, so a slow older regrade cannot hide a newer one.
        jdbc.sql("""
                        UPDATE submissions
                        SET status = :status, score = :score, max_score = :maxScore, current_report_id = :reportId,
                            finished_at = :at
                        WHERE id = :id AND (current_report_id IS NULL OR current_report_id < :reportId)""")
                .param("status", report.status().name())
                .param("score", report.score())
                .param("maxScore", report.maxScore())
                .param("reportId", reportId)
                .param("at", SqlTime.of(at))
                .param("id", submissionId)
                .update();
        return reportId;
    }

    /** The whole report, hidden cases and all transcripts included. */
    GradingReport load(StoredReport stored) {
        GradingReport report = ReportJson.read(stored.reportJson());
        List<CaseTranscript> loaded = transcripts.findByReportIdOrderByPosition(stored.id()).stream()
                .map(row -> new CaseTranscript(row.caseId(), JSON.readValue(row.messagesJson(), MESSAGES)))
                .toList();
        return new GradingReport(report.status(), report.score(), report.maxScore(), report.message(),
                report.diagnostics(), report.violations(), report.cases(), loaded, report.suite(), report.source(),
                report.timings());
    }
}
