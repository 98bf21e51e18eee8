package dev.boundedloop.grader.live;

import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.storage.SqlTime;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** The live_runs table: one row per run, the transcript gzipped beside its counters. */
@Repository
class LiveRunStore {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final int TEXT_CAP = 2000;

    private final JdbcClient jdbc;

    LiveRunStore(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void insert(LiveRunView run) {
        jdbc.sql("""
                        INSERT INTO live_runs (id, submission_id, report_id, requested_by, requested_at, live_model,
                            fallback, fallback_reason, provider, model, status, model_calls, tool_calls, output_tokens,
                            estimated_cost_cents, policy_outcome, policy_message, attempts_json, transcript_gz)
                        VALUES (:id, :submission, :report, :by, :at, :liveModel, :fallback, :reason, :provider, :model,
                            :status, :modelCalls, :toolCalls, :outputTokens, :cost, :policyOutcome, :policyMessage,
                            :attempts, :transcript)""")
                .param("id", run.id())
                .param("submission", run.submissionId())
                .param("report", run.reportId())
                .param("by", run.requestedBy())
                .param("at", SqlTime.of(run.requestedAt()))
                .param("liveModel", run.liveModel().name())
                .param("fallback", run.fallback())
                .param("reason", cap(run.fallbackReason()))
                .param("provider", cap(run.provider()))
                .param("model", cap(run.model()))
                .param("status", run.status())
                .param("modelCalls", run.modelCalls())
                .param("toolCalls", run.toolCalls())
                .param("outputTokens", run.outputTokens())
                .param("cost", run.estimatedCostCents())
                .param("policyOutcome", run.policyOutcome() == null ? null : run.policyOutcome().name())
                .param("policyMessage", cap(run.policyMessage()))
                .param("attempts", JSON.writeValueAsString(run.attempts()))
                .param("transcript", gzip(JSON.writeValueAsBytes(run.transcript())))
                .update();
    }

    /** The submission's runs, oldest first. */
    List<LiveRunView> forSubmission(UUID submission) {
        return jdbc.sql("SELECT * FROM live_runs WHERE submission_id = :submission ORDER BY requested_at, id")
                .param("submission", submission)
                .query((rs, row) -> read(rs))
                .list();
    }

    private static LiveRunView read(ResultSet rs) throws SQLException {
        List<Map<String, Object>> transcript = JSON.readValue(gunzip(rs.getBytes("transcript_gz")),
                new TypeReference<List<Map<String, Object>>>() {});
        String status = rs.getString("status");
        String policyOutcome = rs.getString("policy_outcome");
        long reportValue = rs.getLong("report_id");
        Long reportId = rs.wasNull() ? null : reportValue;
        return new LiveRunView(rs.getObject("id", UUID.class), rs.getObject("submission_id", UUID.class),
                reportId, rs.getString("requested_by"), SqlTime.read(rs, "requested_at"),
                LiveModelUse.valueOf(rs.getString("live_model")), rs.getBoolean("fallback"),
                rs.getString("fallback_reason"), rs.getString("provider"), rs.getString("model"), status,
                rs.getInt("model_calls"), rs.getInt("tool_calls"), rs.getInt("output_tokens"),
                rs.getLong("estimated_cost_cents"), answer(status, transcript),
                policyOutcome == null ? null : CaseOutcome.valueOf(policyOutcome), rs.getString("policy_message"),
                JSON.readValue(rs.getString("attempts_json"), new TypeReference<List<ModelAttempt>>() {}),
                transcript);
    }

    /** The final answer is the transcript's last message when the run ended with a reply. */
    static String answer(String status, List<Map<String, Object>> transcript) {
        if (!("COMPLETED".equals(status) || "EMPTY_REPLY".equals(status)) || transcript.isEmpty()) {
            return "";
        }
        return String.valueOf(transcript.get(transcript.size() - 1).get("content"));
    }

    private static String cap(String text) {
        return text == null || text.length() <= TEXT_CAP ? text : text.substring(0, TEXT_CAP - 1) + "…";
    }

    private static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static byte[] gunzip(byte[] bytes) {
        try (GZIPInputStream gz = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return gz.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
