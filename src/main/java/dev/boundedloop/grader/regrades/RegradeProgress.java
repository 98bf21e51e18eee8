package dev.boundedloop.grader.regrades;

import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.reports.CaseSets;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Reads regrades back: their progress from their jobs' states, and what they changed by comparing
 * each submission's report before with the report its regrade job wrote ({@code reports.job_id}).
 * Plain SQL that runs alike on H2 and PostgreSQL.
 */
@Component
public class RegradeProgress {

    /** Each regrade's item counts by where its jobs stand; a job is DONE exactly when its report is stored. */
    private static final String SUMMARIES = """
            WITH counts AS (
                SELECT i.regrade_id, COUNT(*) AS total,
                       SUM(CASE WHEN j.state IN ('QUEUED', 'RUNNING') THEN 1 ELSE 0 END) AS waiting,
                       SUM(CASE WHEN j.state = 'DONE' AND r.status = 'INTERNAL_ERROR' THEN 1 ELSE 0 END) AS failed
                FROM regrade_items i
                JOIN regrades g ON g.id = i.regrade_id
                JOIN grading_jobs j ON j.id = i.job_id
                LEFT JOIN reports r ON r.job_id = i.job_id
                WHERE g.assignment = :assignment
                GROUP BY i.regrade_id)
            SELECT g.id, g.assignment, g.submission_id, g.suite_version, g.suite_sha256, g.forced, g.requested_by,
                   g.requested_at, g.up_to_date, g.pending,
                   COALESCE(c.total, 0) AS total, COALESCE(c.waiting, 0) AS waiting, COALESCE(c.failed, 0) AS failed
            FROM regrades g LEFT JOIN counts c ON c.regrade_id = g.id
            WHERE g.assignment = :assignment %s
            ORDER BY g.requested_at DESC, g.id""";

    private final JdbcClient jdbc;
    private final CaseSets caseSets;

    RegradeProgress(JdbcClient jdbc, CaseSets caseSets) {
        this.jdbc = jdbc;
        this.caseSets = caseSets;
    }

    /** The assignment's regrades, newest first. */
    @Transactional(readOnly = true)
    public List<RegradeSummary> list(String assignment) {
        return jdbc.sql(SUMMARIES.formatted(""))
                .param("assignment", assignment)
                .query((rs, row) -> summary(rs))
                .list();
    }

    /** @throws GraderProblem 404 when the assignment has no regrade with this id */
    @Transactional(readOnly = true)
    public RegradeDetail detail(String assignment, UUID id) {
        RegradeSummary summary = jdbc.sql(SUMMARIES.formatted("AND g.id = :id"))
                .param("assignment", assignment)
                .param("id", id)
                .query((rs, row) -> summary(rs))
                .optional()
                .orElseThrow(() -> GraderProblem.notFound("The assignment " + assignment + " has no regrade " + id));
        return new RegradeDetail(summary, learners(assignment, id));
    }

    private static RegradeSummary summary(ResultSet rs) throws SQLException {
        int total = rs.getInt("total");
        int waiting = rs.getInt("waiting");
        int failed = rs.getInt("failed");
        return new RegradeSummary(rs.getObject("id", UUID.class), rs.getString("assignment"),
                rs.getObject("submission_id", UUID.class), rs.getString("suite_version"), rs.getString("suite_sha256"),
                rs.getBoolean("forced"), rs.getString("requested_by"),
                rs.getObject("requested_at", OffsetDateTime.class).toInstant(), rs.getInt("up_to_date"),
                rs.getInt("pending"), total, waiting, total - waiting - failed, failed, waiting == 0);
    }

    private List<LearnerRegrade> learners(String assignment, UUID id) {
        Map<UUID, List<SubmissionRegrade.CaseChange>> changes = changedCases(id);
        Map<String, List<SubmissionRegrade>> bySubmitter = new LinkedHashMap<>();
        jdbc.sql("""
                        SELECT i.submission_id, s.submitter, s.submitted_at, j.state,
                               o.id AS old_id, o.status AS old_status, o.score AS old_score, o.max_score AS old_max,
                               n.id AS new_id, n.status AS new_status, n.score AS new_score, n.max_score AS new_max
                        FROM regrade_items i
                        JOIN submissions s ON s.id = i.submission_id
                        JOIN grading_jobs j ON j.id = i.job_id
                        LEFT JOIN reports o ON o.id = i.old_report_id
                        LEFT JOIN reports n ON n.job_id = i.job_id
                        WHERE i.regrade_id = :id
                        ORDER BY s.submitter, s.submitted_at, s.id""")
                .param("id", id)
                .query((rs, row) -> Map.entry(rs.getString("submitter"), submission(rs, changes)))
                .list()
                .forEach(row -> bySubmitter.computeIfAbsent(row.getKey(), s -> new ArrayList<>()).add(row.getValue()));
        Map<String, Integer> untouchedBest = untouchedBest(assignment, id);
        return bySubmitter.entrySet().stream().map(learner -> {
            Integer others = untouchedBest.get(learner.getKey());
            List<SubmissionRegrade> regraded = learner.getValue();
            Integer before = best(others, regraded.stream().map(SubmissionRegrade::oldScore));
            Integer after = best(others, regraded.stream()
                    .map(s -> s.newReport() != null ? s.newScore() : s.oldScore()));
            return new LearnerRegrade(learner.getKey(), before, after, regraded);
        }).toList();
    }

    private static SubmissionRegrade submission(ResultSet rs, Map<UUID, List<SubmissionRegrade.CaseChange>> changes)
            throws SQLException {
        UUID submission = rs.getObject("submission_id", UUID.class);
        String newStatus = rs.getString("new_status");
        String state = "INTERNAL_ERROR".equals(newStatus) ? "FAILED" : rs.getString("state");
        return new SubmissionRegrade(submission, rs.getObject("submitted_at", OffsetDateTime.class).toInstant(), state,
                rs.getObject("old_id", Long.class), rs.getObject("new_id", Long.class), rs.getString("old_status"),
                newStatus, rs.getObject("old_score", Integer.class), rs.getObject("new_score", Integer.class),
                rs.getObject("old_max", Integer.class), rs.getObject("new_max", Integer.class),
                changes.getOrDefault(submission, List.of()));
    }

    private static Integer best(Integer others, Stream<Integer> scores) {
        return Stream.concat(Stream.of(others), scores).filter(Objects::nonNull).max(Integer::compare).orElse(null);
    }

    /** For each submitter the regrade touched, the best current score of their submissions it did not. */
    private Map<String, Integer> untouchedBest(String assignment, UUID id) {
        Map<String, Integer> best = new HashMap<>();
        jdbc.sql("""
                        SELECT s.submitter, MAX(s.score) AS best FROM submissions s
                        WHERE s.assignment = :assignment
                          AND s.submitter IN (SELECT t.submitter FROM regrade_items i
                                              JOIN submissions t ON t.id = i.submission_id WHERE i.regrade_id = :id)
                          AND s.id NOT IN (SELECT i.submission_id FROM regrade_items i WHERE i.regrade_id = :id)
                        GROUP BY s.submitter""")
                .param("assignment", assignment)
                .param("id", id)
                .query((rs, row) -> best.put(rs.getString("submitter"), rs.getObject("best", Integer.class)))
                .list();
        return best;
    }

    /**
     * The cases whose outcome differs between each done submission's old and new report: those of
     * the old report with another or no outcome in the new, then those only the new report has. A
     * new report that is the grader's own error ran no case, so it changes none.
     */
    private Map<UUID, List<SubmissionRegrade.CaseChange>> changedCases(UUID id) {
        record Compared(UUID submission, String oldSet, String newSet) {}
        List<Compared> compared = jdbc.sql("""
                        SELECT i.submission_id, o.case_set_sha256 AS old_set, nr.case_set_sha256 AS new_set
                        FROM regrade_items i
                        JOIN reports nr ON nr.job_id = i.job_id
                        LEFT JOIN reports o ON o.id = i.old_report_id
                        WHERE i.regrade_id = :id AND nr.status <> 'INTERNAL_ERROR'""")
                .param("id", id)
                .query((rs, row) -> new Compared(rs.getObject("submission_id", UUID.class), rs.getString("old_set"),
                        rs.getString("new_set")))
                .list();
        Set<String> keys = new HashSet<>();
        compared.forEach(c -> {
            if (c.oldSet() != null) {
                keys.add(c.oldSet());
            }
            if (c.newSet() != null) {
                keys.add(c.newSet());
            }
        });
        Map<String, List<CaseSets.CaseRow>> sets = caseSets.read(keys);
        Map<UUID, List<SubmissionRegrade.CaseChange>> changes = new HashMap<>();
        for (Compared c : compared) {
            List<SubmissionRegrade.CaseChange> changed = changed(
                    c.oldSet() == null ? List.of() : sets.getOrDefault(c.oldSet(), List.of()),
                    c.newSet() == null ? List.of() : sets.getOrDefault(c.newSet(), List.of()));
            if (!changed.isEmpty()) {
                changes.put(c.submission(), changed);
            }
        }
        return changes;
    }

    /** A changed case, with where it sorts: the old report's changes first, by position, then the new ones. */
    private record Change(SubmissionRegrade.CaseChange change, int onlyNew, int position) {}

    private static List<SubmissionRegrade.CaseChange> changed(List<CaseSets.CaseRow> before, List<CaseSets.CaseRow> after) {
        Map<String, Integer> afterPosition = new HashMap<>();
        for (int i = after.size() - 1; i >= 0; i--) {
            afterPosition.put(after.get(i).caseId(), i);
        }
        Set<String> beforeIds = new HashSet<>();
        List<Change> changes = new ArrayList<>();
        for (int i = 0; i < before.size(); i++) {
            CaseSets.CaseRow old = before.get(i);
            beforeIds.add(old.caseId());
            Integer at = afterPosition.get(old.caseId());
            String outcome = at == null ? null : after.get(at).outcome();
            if (!old.outcome().equals(outcome)) {
                changes.add(new Change(new SubmissionRegrade.CaseChange(old.caseId(), old.outcome(), outcome), 0,
                        at == null ? i : at));
            }
        }
        for (int i = 0; i < after.size(); i++) {
            CaseSets.CaseRow added = after.get(i);
            if (!beforeIds.contains(added.caseId())) {
                changes.add(new Change(new SubmissionRegrade.CaseChange(added.caseId(), null, added.outcome()), 1, i));
            }
        }
        changes.sort(Comparator.comparingInt(Change::onlyNew).thenComparingInt(Change::position)
                .thenComparing(c -> c.change().caseId()));
        return changes.stream().map(Change::change).toList();
    }
}
