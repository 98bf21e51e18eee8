package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import java.sql.Types;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a report as one row (the report JSON without transcripts), a row per case and a row per
 * transcript, and makes it the submission's current report; reads it back whole. Written with
 * plain JDBC batches: the rows are never changed, so an ORM's session would only add work (it
 * cost more than the inserts themselves).
 */
@Repository
class ReportStore {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<List<Map<String, Object>>> MESSAGES = new TypeReference<>() {};
    /** The steps of case_results_seq and transcripts_seq in V1__service_schema.sql. */
    private static final int CASE_ID_STEP = 100;
    private static final int TRANSCRIPT_ID_STEP = 50;

    private final JdbcClient jdbc;
    private final JdbcTemplate batches;
    private final ApplicationEventPublisher events;
    private final TranscriptBodies bodyStore;
    private final StandingRefresh standings;

    ReportStore(JdbcClient jdbc, JdbcTemplate batches, ApplicationEventPublisher events, TranscriptBodies bodyStore) {
        this.jdbc = jdbc;
        this.batches = batches;
        this.events = events;
        this.bodyStore = bodyStore;
        this.standings = new StandingRefresh(jdbc);
    }

    /** Stores the report in the caller's transaction; returns its id. */
    long store(UUID submissionId, Long jobId, String origin, GradingReport report, Instant at) {
        GradingReport withoutTranscripts = new GradingReport(report.status(), report.score(), report.maxScore(),
                report.message(), report.diagnostics(), report.violations(), report.cases(), List.of(), report.suite(),
                report.source(), report.timings());
        long reportId = SequenceIds.next(jdbc, "reports_seq");
        jdbc.sql("""
                        INSERT INTO reports (id, submission_id, job_id, origin, status, score, max_score, suite_version,
                                             suite_sha256, source_sha256, report_gz, created_at)
                        VALUES (:id, :submissionId, :jobId, :origin, :status, :score, :maxScore, :suiteVersion,
                                :suiteSha256, :sourceSha256, :json, :at)""")
                .param("id", reportId)
                .param("submissionId", submissionId)
                .param("jobId", jobId, Types.BIGINT)
                .param("origin", origin)
                .param("status", report.status().name())
                .param("score", report.score())
                .param("maxScore", report.maxScore())
                .param("suiteVersion", report.suite().version())
                .param("suiteSha256", report.suite().sha256())
                .param("sourceSha256", report.source().sha256())
                .param("json", Gzip.of(StoredReportJson.write(withoutTranscripts)))
                .param("at", SqlTime.of(at))
                .update();
        insertCases(reportId, report.cases());
        insertTranscripts(reportId, report);
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
        standings.refreshFor(submissionId);
        events.publishEvent(new ReportStored(submissionId, reportId, origin, report.suite().assignment(), report.status(),
                report.score(), report.maxScore(), report.timings().getOrDefault("totalMicros", 0L) / 1000, at));
        return reportId;
    }

    private void insertCases(long reportId, List<CaseResult> cases) {
        if (cases.isEmpty()) {
            return;
        }
        long[] ids = SequenceIds.next(jdbc, "case_results_seq", CASE_ID_STEP, cases.size());
        batches.batchUpdate("""
                        INSERT INTO case_results (id, report_id, position, case_id, name, category, visibility, outcome,
                                                  points, max_points)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                positions(cases.size()), cases.size(), (row, i) -> {
                    CaseResult c = cases.get(i);
                    row.setLong(1, ids[i]);
                    row.setLong(2, reportId);
                    row.setInt(3, i);
                    row.setString(4, c.id());
                    row.setString(5, c.name());
                    row.setString(6, c.category().name().toLowerCase());
                    row.setString(7, c.visibility().name());
                    row.setString(8, c.outcome().name());
                    row.setInt(9, c.points());
                    row.setInt(10, c.maxPoints());
                });
    }

    private void insertTranscripts(long reportId, GradingReport report) {
        List<CaseTranscript> transcripts = report.transcripts();
        if (transcripts.isEmpty()) {
            return;
        }
        Map<String, Visibility> visibility = report.cases().stream()
                .collect(Collectors.toMap(CaseResult::id, CaseResult::visibility, (a, b) -> a));
        long[] ids = SequenceIds.next(jdbc, "transcripts_seq", TRANSCRIPT_ID_STEP, transcripts.size());
        List<String> bodies = bodyStore.store(transcripts.stream().map(t -> JSON.writeValueAsString(t.messages())).toList());
        batches.batchUpdate("""
                        INSERT INTO transcripts (id, report_id, position, case_id, visibility, body_sha256)
                        VALUES (?, ?, ?, ?, ?, ?)""",
                positions(transcripts.size()), transcripts.size(), (row, i) -> {
                    CaseTranscript t = transcripts.get(i);
                    row.setLong(1, ids[i]);
                    row.setLong(2, reportId);
                    row.setInt(3, i);
                    row.setString(4, t.caseId());
                    row.setString(5, visibility.getOrDefault(t.caseId(), Visibility.HIDDEN).name());
                    row.setString(6, bodies.get(i));
                });
    }

    /**
     * The whole report with its hidden cases; their transcripts only when asked for, since a learner's
     * view leaves them out anyway.
     */
    GradingReport load(StoredReport stored, boolean withHiddenTranscripts) {
        GradingReport report = ReportJson.read(stored.reportJson());
        List<CaseTranscript> loaded = jdbc.sql("""
                        SELECT t.case_id, t.messages_json, b.messages_gz FROM transcripts t
                        LEFT JOIN transcript_bodies b ON b.sha256 = t.body_sha256
                        WHERE t.report_id = :id""" + (withHiddenTranscripts ? "" : " AND t.visibility = 'VISIBLE'")
                        + " ORDER BY t.position")
                .param("id", stored.id())
                .query((rs, row) -> {
                    byte[] gzipped = rs.getBytes("messages_gz");
                    // Rows stored before transcripts were shared keep their JSON inline.
                    String json = gzipped != null ? Gzip.text(gzipped) : rs.getString("messages_json");
                    return new CaseTranscript(rs.getString("case_id"), JSON.readValue(json, MESSAGES));
                })
                .list();
        return new GradingReport(report.status(), report.score(), report.maxScore(), report.message(),
                report.diagnostics(), report.violations(), report.cases(), loaded, report.suite(), report.source(),
                report.timings());
    }

    /** 0 to count - 1: the rows of a batch, each set from its position. */
    private static List<Integer> positions(int count) {
        return IntStream.range(0, count).boxed().toList();
    }
}
