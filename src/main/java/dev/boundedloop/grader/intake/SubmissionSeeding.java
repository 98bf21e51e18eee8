package dev.boundedloop.grader.intake;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.reports.ReportStore;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.storage.SqlTime;
import dev.boundedloop.grader.submission.NewSubmissions;
import dev.boundedloop.grader.submission.Submission;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Fills a database with graded submissions for measuring it: each is inserted and its report stored
 * by the same code intake and grading use, so whatever those keep up to date is kept here too. Many
 * submissions share a transaction, since one commit per submission is what makes seeding slow.
 */
@Component
public class SubmissionSeeding {

    /** One submission to write: who, when, its source and the report grading it gave. */
    public record Seed(String learner, Instant submittedAt, byte[] source, GradingReport report) {}

    private final JdbcClient jdbc;
    private final NewSubmissions submissions;
    private final ReportStore reports;
    private final TransactionTemplate transactions;

    SubmissionSeeding(JdbcClient jdbc, NewSubmissions submissions, ReportStore reports,
            TransactionTemplate transactions) {
        this.jdbc = jdbc;
        this.submissions = submissions;
        this.reports = reports;
        this.transactions = transactions;
    }

    /** Puts the learners on the roster, those not there yet; returns how many were added. */
    public int roster(List<String> learners, Instant at) {
        return transactions.execute(tx -> {
            int added = 0;
            for (String learner : learners) {
                added += jdbc.sql("""
                                INSERT INTO learners (id, created_at, name, section)
                                SELECT :id, :at, :name, :section FROM (VALUES (1)) AS one (x)
                                WHERE NOT EXISTS (SELECT 1 FROM learners WHERE id = :id)""")
                        .param("id", learner).param("at", SqlTime.of(at))
                        .param("name", "Seeded " + learner).param("section", "s" + Math.floorMod(learner.hashCode(), 4))
                        .update();
            }
            return added;
        });
    }

    /** Writes the submissions with their reports in one transaction. */
    public void write(String assignment, List<Seed> seeds) {
        transactions.executeWithoutResult(tx -> {
            for (Seed seed : seeds) {
                Submission submission = new Submission(UUID.randomUUID(), assignment,
                        new Caller(seed.learner(), Role.LEARNER, 0), seed.source(), null, null, true,
                        seed.submittedAt());
                submissions.insert(submission);
                reports.store(submission.id(), null, "GRADE", seed.report(), seed.submittedAt().plusSeconds(2));
            }
        });
    }
}
