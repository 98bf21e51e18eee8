package dev.boundedloop.grader.analytics;

import dev.boundedloop.grader.course.CourseSettingsRows;
import dev.boundedloop.grader.course.FinalScores;
import dev.boundedloop.grader.course.Standing;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import dev.boundedloop.grader.reports.CaseSets;
import dev.boundedloop.grader.storage.DatabaseKind;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.annotation.Transactional;

/**
 * Instructors' SQL on rows written directly: alice improved then broke her build, bob has one
 * graded and one queued submission, carol never submitted, and CI's submissions do not count.
 */
@Transactional
@Import({Analytics.class, FinalScores.class, CourseSettingsRows.class, CaseSets.class,
        DatabaseKind.class, AnalyticsContract.FixedClock.class})
abstract class AnalyticsContract {

    static final String A = "ch03-unit-a";
    static final Instant T0 = Instant.parse("2026-02-01T09:00:00Z");

    @Autowired Analytics analytics;
    @Autowired JdbcClient jdbc;
    @Autowired CaseSets caseSets;

    private long reports;
    private UUID aliceLatest;

    @BeforeEach
    void rows() {
        for (String learner : new String[] {"alice", "bob", "carol"}) {
            jdbc.sql("INSERT INTO learners (id, created_at) VALUES (:id, :at)").param("id", learner).param("at", at(0)).update();
        }
        submission("alice", "LEARNER", "GRADED", 50, 1, "alice's reasoning", "PASS", "FAIL");
        submission("alice", "LEARNER", "GRADED", 100, 2, null, "PASS", "PASS");
        aliceLatest = submission("alice", "LEARNER", "COMPILE_ERROR", 0, 3, null);
        submission("bob", "LEARNER", "GRADED", 70, 4, "bob's reasoning", "FAIL", "PASS");
        submission("bob", "LEARNER", "QUEUED", null, 5, null);
        submission("ci:course-repo", "CI", "GRADED", 10, 6, "from CI", "FAIL", "FAIL");
    }

    private UUID submission(String submitter, String role, String status, Integer score, int minute, String notes,
            String... outcomes) {
        UUID id = UUID.randomUUID();
        jdbc.sql("""
                        INSERT INTO submissions (id, assignment, submitter, submitter_role, source, source_sha256, notes,
                                                 status, score, max_score, submitted_at)
                        VALUES (:id, :assignment, :submitter, :role, :source, :sha, :notes, :status, :score, 100, :at)""")
                .param("id", id).param("assignment", A).param("submitter", submitter).param("role", role)
                .param("source", new byte[] {1}).param("sha", "0".repeat(64))
                .param("notes", notes)
                .param("status", status).param("score", score).param("at", at(minute))
                .update();
        if (score != null) {
            long report = ++reports;
            jdbc.sql("""
                            INSERT INTO reports (id, submission_id, origin, status, score, max_score, suite_version,
                                                 suite_sha256, source_sha256, report_json, created_at)
                            VALUES (:id, :submission, 'GRADE', :status, :score, 100, '1', 'x', 'y', '{}', :at)""")
                    .param("id", report).param("submission", id).param("status", status).param("score", score)
                    .param("at", at(minute)).update();
            jdbc.sql("UPDATE submissions SET current_report_id = :report WHERE id = :id").param("report", report)
                    .param("id", id).update();
            List<CaseSets.CaseRow> cases = new ArrayList<>();
            for (int i = 0; i < outcomes.length; i++) {
                cases.add(new CaseSets.CaseRow("case-" + (i + 1), "case " + (i + 1), "boundary", "VISIBLE", outcomes[i], 1, 1));
            }
            jdbc.sql("UPDATE reports SET case_set_sha256 = :set WHERE id = :id").param("set", caseSets.storeRows(cases))
                    .param("id", report).update();
        }
        if (notes != null) {
            jdbc.sql("INSERT INTO reviews (submission_id, state, requested_at) VALUES (:id, 'HUMAN_REVIEW_REQUIRED', :at)")
                    .param("id", id).param("at", at(minute)).update();
        }
        return id;
    }

    private static OffsetDateTime at(int minute) {
        return T0.plusSeconds(60L * minute).atOffset(ZoneOffset.UTC);
    }

    @Test
    void everyLearnerHasBestLatestAndAttemptsCountingFinalLearnerSubmissionsOnly() {
        assertThat(analytics.scores(A))
                .extracting(Standing::learner, Standing::attempts, Standing::best, Standing::latest,
                        Standing::latestStatus)
                .containsExactly(
                        tuple("alice", 3L, 100, 0, "COMPILE_ERROR"),
                        tuple("bob", 2L, 70, 70, "GRADED"),
                        tuple("carol", 0L, null, null, null));
        assertThat(analytics.scores(A).get(0).latestSubmission()).isEqualTo(aliceLatest);
        assertThat(analytics.scores(A).get(0).latestSubmittedAt()).isEqualTo(T0.plusSeconds(180));
    }

    @Test
    void caseFailureRatesUseEachLearnersFinalSubmissionWhenItWasGraded() {
        // alice's final (latest) submission did not compile, so only bob's counts.
        assertThat(analytics.caseFailures(A))
                .extracting(CaseFailureRate::caseId, CaseFailureRate::submissions, CaseFailureRate::failures,
                        CaseFailureRate::failureRate)
                .containsExactly(tuple("case-1", 1L, 1L, 1.0), tuple("case-2", 1L, 0L, 0.0));
    }

    @Test
    void theDistributionCountsLearnersByLatestScore() {
        assertThat(analytics.finalScoreCounts(A))
                .extracting(ScoreDistribution.ScoreCount::score, ScoreDistribution.ScoreCount::learners)
                .containsExactly(tuple(0, 1L), tuple(70, 1L));
        ScoreDistribution distribution = ScoreDistribution.of(A, 100, analytics.finalScoreCounts(A));
        assertThat(distribution.learners()).isEqualTo(2);
        assertThat(distribution.mean()).isEqualTo(35.0);
        assertThat(distribution.median()).isEqualTo(35.0);
    }

    @Test
    void underTheBestRuleTheDistributionCountsEachLearnersBestFinalSubmission() {
        jdbc.sql("INSERT INTO assignments (id, title, created_at) VALUES (:id, 'Unit A', :at)").param("id", A)
                .param("at", at(0)).update();
        jdbc.sql("""
                        INSERT INTO assignment_settings (assignment, late_penalty_percent_per_day, hidden_results,
                                                         final_submission, updated_by, updated_at)
                        VALUES (:assignment, 0, 'SCORE_ONLY', 'BEST', 'instructor:test', :at)""")
                .param("assignment", A).param("at", at(0)).update();

        assertThat(analytics.finalScoreCounts(A))
                .extracting(ScoreDistribution.ScoreCount::score, ScoreDistribution.ScoreCount::learners)
                .containsExactly(tuple(70, 1L), tuple(100, 1L));
        ScoreDistribution distribution = ScoreDistribution.of(A, 100, analytics.finalScoreCounts(A));
        assertThat(distribution.mean()).isEqualTo(85.0);
        assertThat(distribution.median()).isEqualTo(85.0);
    }

    @Test
    void theMedianIsTheMiddleLearnersScoreOrTheMeanOfTheMiddleTwo() {
        List<ScoreDistribution.ScoreCount> odd = List.of(new ScoreDistribution.ScoreCount(10, 2),
                new ScoreDistribution.ScoreCount(40, 1));
        assertThat(ScoreDistribution.of(A, 100, odd).median()).isEqualTo(10.0);
        assertThat(ScoreDistribution.of(A, 100, odd).mean()).isEqualTo(20.0);
        List<ScoreDistribution.ScoreCount> even = List.of(new ScoreDistribution.ScoreCount(10, 1),
                new ScoreDistribution.ScoreCount(20, 1), new ScoreDistribution.ScoreCount(41, 2));
        assertThat(ScoreDistribution.of(A, 100, even).median()).isEqualTo(30.5);
        assertThat(ScoreDistribution.of(A, 100, List.of()).median()).isNull();
        assertThat(ScoreDistribution.of(A, 100, List.of()).mean()).isNull();
    }

    @Test
    void anotherAssignmentHasNoNumbers() {
        assertThat(analytics.caseFailures("other")).isEmpty();
        assertThat(analytics.finalScoreCounts("other")).isEmpty();
        assertThat(analytics.scores("other")).extracting(Standing::attempts).containsOnly(0L);
    }

    static class FixedClock {
        static final Instant NOW = Instant.parse("2026-02-02T12:00:00Z");

        @org.springframework.context.annotation.Bean
        java.time.Clock clock() {
            return java.time.Clock.fixed(NOW, ZoneOffset.UTC);
        }
    }
}
