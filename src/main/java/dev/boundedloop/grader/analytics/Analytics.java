package dev.boundedloop.grader.analytics;

import dev.boundedloop.grader.course.FinalScores;
import dev.boundedloop.grader.course.Standing;
import dev.boundedloop.grader.reports.CaseSets;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Instructors' numbers over learners' submissions (those whose submitter is on the roster, so CI
 * tokens acting for a learner count and instructors' own do not). Scores, the distribution and case
 * failure rates use each learner's final submission as the course counts it ({@link FinalScores}).
 */
@Component
class Analytics {

    private final JdbcClient jdbc;
    private final FinalScores finalScores;
    private final CaseSets caseSets;

    Analytics(JdbcClient jdbc, FinalScores finalScores, CaseSets caseSets) {
        this.jdbc = jdbc;
        this.finalScores = finalScores;
        this.caseSets = caseSets;
    }

    /** Every learner, with or without submissions, in id order. */
    List<Standing> scores(String assignment) {
        return finalScores.of(assignment);
    }

    /** Per case, over the learners whose final submission was graded. */
    List<CaseFailureRate> caseFailures(String assignment) {
        List<UUID> graded = finalScores.of(assignment).stream()
                .filter(s -> "GRADED".equals(s.finalStatus()))
                .map(Standing::finalSubmission).toList();
        if (graded.isEmpty()) {
            return List.of();
        }
        // Count the counted reports per case set, then expand the few distinct sets.
        Map<String, Long> reportsPerSet = new HashMap<>();
        jdbc.sql("""
                        SELECT r.case_set_sha256, COUNT(*) AS reports
                        FROM submissions s JOIN reports r ON r.id = s.current_report_id
                        WHERE s.id IN (:ids) AND r.case_set_sha256 IS NOT NULL
                        GROUP BY r.case_set_sha256""")
                .param("ids", graded)
                .query((rs, row) -> reportsPerSet.put(rs.getString(1), rs.getLong(2)))
                .list();
        Map<String, List<CaseSets.CaseRow>> sets = caseSets.read(reportsPerSet.keySet());
        Map<String, CaseTally> tallies = new HashMap<>();
        reportsPerSet.forEach((set, reports) -> {
            List<CaseSets.CaseRow> rows = sets.getOrDefault(set, List.of());
            for (int position = 0; position < rows.size(); position++) {
                CaseSets.CaseRow row = rows.get(position);
                tallies.computeIfAbsent(row.caseId(), id -> new CaseTally()).add(row, position, reports);
            }
        });
        return tallies.entrySet().stream()
                .sorted(Comparator.<Map.Entry<String, CaseTally>>comparingInt(e -> e.getValue().firstPosition)
                        .thenComparing(Map.Entry::getKey))
                .map(e -> e.getValue().rate(e.getKey()))
                .toList();
    }

    /**
     * One case over many reports, as SQL's grouping by case id gave it: the least name, category and
     * visibility seen, the earliest position, and how many reports had it and failed it.
     */
    private static final class CaseTally {
        private String name;
        private String category;
        private String visibility;
        private int firstPosition = Integer.MAX_VALUE;
        private long submissions;
        private long failures;

        void add(CaseSets.CaseRow row, int position, long reports) {
            name = least(name, row.name());
            category = least(category, row.category());
            visibility = least(visibility, row.visibility());
            firstPosition = Math.min(firstPosition, position);
            submissions += reports;
            failures += "PASS".equals(row.outcome()) ? 0 : reports;
        }

        CaseFailureRate rate(String caseId) {
            return new CaseFailureRate(caseId, name, category, visibility, submissions, failures,
                    submissions == 0 ? 0 : (double) failures / submissions);
        }

        private static String least(String kept, String seen) {
            return kept == null || (seen != null && seen.compareTo(kept) < 0) ? seen : kept;
        }
    }

    /** How many learners' final scores reached each score, in score order. */
    List<ScoreDistribution.ScoreCount> finalScoreCounts(String assignment) {
        Map<Integer, Long> counts = new TreeMap<>();
        finalScores.of(assignment).stream().filter(s -> s.finalScore() != null)
                .forEach(s -> counts.merge(s.finalScore(), 1L, Long::sum));
        return counts.entrySet().stream().map(e -> new ScoreDistribution.ScoreCount(e.getKey(), e.getValue())).toList();
    }
}
