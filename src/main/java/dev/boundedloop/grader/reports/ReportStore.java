package dev.boundedloop.grader.reports;

import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.standings.StandingRefresh;
import dev.boundedloop.grader.storage.SequenceIds;
import dev.boundedloop.grader.storage.SqlTime;
import java.sql.Types;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * Writes a report as one row (the report JSON without transcripts, gzipped) naming its shared case set
 * and transcript list, and makes it the submission's current report; reads it back whole. Plain JDBC:
 * the rows are never changed, so an ORM's session would only add work.
 */
@Repository
public class ReportStore {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<List<Map<String, Object>>> MESSAGES = new TypeReference<>() {};

    private final JdbcClient jdbc;
    private final ApplicationEventPublisher events;
    private final TranscriptBodies bodyStore;
    private final CaseSets caseSets;
    private final TranscriptSets transcriptSets;
    private final StandingRefresh standings;

    ReportStore(JdbcClient jdbc, ApplicationEventPublisher events, TranscriptBodies bodyStore, CaseSets caseSets,
            TranscriptSets transcriptSets, Clock clock) {
        this.jdbc = jdbc;
        this.events = events;
        this.bodyStore = bodyStore;
        this.caseSets = caseSets;
        this.transcriptSets = transcriptSets;
        this.standings = new StandingRefresh(jdbc, events, clock);
    }

    /** Stores the report in the caller's transaction; returns its id. */
    public long store(UUID submissionId, Long jobId, String origin, GradingReport report, Instant at) {
        GradingReport withoutTranscripts = new GradingReport(report.status(), report.score(), report.maxScore(),
                report.message(), report.diagnostics(), report.violations(), report.cases(), List.of(), report.suite(),
                report.source(), report.timings());
        long reportId = SequenceIds.next(jdbc, "reports_seq");
        jdbc.sql("""
                        INSERT INTO reports (id, submission_id, job_id, origin, status, score, max_score, suite_version,
                                             suite_sha256, source_sha256, report_gz, case_set_sha256,
                                             transcript_set_sha256, created_at)
                        VALUES (:id, :submissionId, :jobId, :origin, :status, :score, :maxScore, :suiteVersion,
                                :suiteSha256, :sourceSha256, :json, :caseSet, :transcriptSet, :at)""")
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
                .param("caseSet", caseSets.store(report.cases()))
                .param("transcriptSet", storeTranscripts(report))
                .param("at", SqlTime.of(at))
                .update();
        boolean firstReport = jdbc.sql("SELECT current_report_id FROM submissions WHERE id = :id FOR UPDATE")
                .param("id", submissionId).query((rs, row) -> rs.getObject("current_report_id") == null)
                .optional().orElse(false);
        // Only a newer report becomes current, so a slow older regrade cannot hide a newer one.
        int madeCurrent = jdbc.sql("""
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
        if (firstReport && madeCurrent == 1) {
            standings.firstFinished(submissionId, report.status() == SubmissionStatus.GRADED ? report.score() : 0);
        } else {
            standings.refreshFor(submissionId);
        }
        events.publishEvent(new ReportStored(submissionId, reportId, origin, report.suite().assignment(), report.status(),
                report.score(), report.maxScore(), report.timings().getOrDefault("totalMicros", 0L) / 1000, at));
        return reportId;
    }

    /** The transcripts as one shared list of (case, visibility, body key); their bodies stored by content. */
    private String storeTranscripts(GradingReport report) {
        List<CaseTranscript> transcripts = report.transcripts();
        Map<String, Visibility> visibility = report.cases().stream()
                .collect(Collectors.toMap(CaseResult::id, CaseResult::visibility, (a, b) -> a));
        List<String> bodies = transcripts.isEmpty() ? List.of()
                : bodyStore.store(transcripts.stream().map(t -> JSON.writeValueAsString(t.messages())).toList());
        return transcriptSets.store(IntStream.range(0, transcripts.size())
                .mapToObj(i -> new TranscriptSets.Entry(transcripts.get(i).caseId(),
                        visibility.getOrDefault(transcripts.get(i).caseId(), Visibility.HIDDEN).name(), bodies.get(i)))
                .toList());
    }

    /**
     * The whole report with its hidden cases; their transcripts only when asked for, since a learner's
     * view leaves them out anyway.
     */
    public GradingReport load(StoredReport stored, boolean withHiddenTranscripts) {
        GradingReport report = ReportJson.read(stored.reportJson());
        List<CaseTranscript> loaded = stored.transcriptSet() != null
                ? sharedTranscripts(stored.transcriptSet(), withHiddenTranscripts)
                : transcriptRows(stored.id(), withHiddenTranscripts);
        return new GradingReport(report.status(), report.score(), report.maxScore(), report.message(),
                report.diagnostics(), report.violations(), report.cases(), loaded, report.suite(), report.source(),
                report.timings());
    }

    private List<CaseTranscript> sharedTranscripts(String setKey, boolean withHidden) {
        List<TranscriptSets.Entry> entries = transcriptSets.read(setKey).stream()
                .filter(e -> withHidden || Visibility.VISIBLE.name().equals(e.visibility())).toList();
        Map<String, String> bodies = bodyStore.read(entries.stream().map(TranscriptSets.Entry::bodyKey)
                .collect(Collectors.toSet()));
        return entries.stream().map(e -> new CaseTranscript(e.caseId(), JSON.readValue(body(bodies, e), MESSAGES)))
                .toList();
    }

    private static String body(Map<String, String> bodies, TranscriptSets.Entry entry) {
        String json = bodies.get(entry.bodyKey());
        if (json == null) {
            throw new IllegalStateException("transcript body " + entry.bodyKey() + " is missing");
        }
        return json;
    }

    /** A report stored before transcript lists were shared, and not moved yet: a row per transcript. */
    private List<CaseTranscript> transcriptRows(long reportId, boolean withHidden) {
        return jdbc.sql("""
                        SELECT t.case_id, t.messages_json, b.messages_gz FROM transcripts t
                        LEFT JOIN transcript_bodies b ON b.sha256 = t.body_sha256
                        WHERE t.report_id = :id""" + (withHidden ? "" : " AND t.visibility = 'VISIBLE'")
                        + " ORDER BY t.position")
                .param("id", reportId)
                .query((rs, row) -> {
                    byte[] gzipped = rs.getBytes("messages_gz");
                    // Rows stored before transcripts were shared keep their JSON inline.
                    String json = gzipped != null ? Gzip.text(gzipped) : rs.getString("messages_json");
                    return new CaseTranscript(rs.getString("case_id"), JSON.readValue(json, MESSAGES));
                })
                .list();
    }
}
