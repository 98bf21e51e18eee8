package dev.boundedloop.grader.instructor;

import dev.boundedloop.grader.problems.GraderProblem;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** The notes waiting for review, and marking them reviewed. */
@Service
class ReviewQueue {

    private static final String SELECT = """
            SELECT r.submission_id, s.assignment, s.submitter, s.notes, r.state, r.requested_at, r.reviewer,
                   r.review_comment, r.reviewed_at
            FROM reviews r JOIN submissions s ON s.id = r.submission_id
            """;

    private static final int MAX_COMMENT = 4000;

    private final ReviewRepository reviews;
    private final JdbcClient jdbc;
    private final Clock clock;

    ReviewQueue(ReviewRepository reviews, JdbcClient jdbc, Clock clock) {
        this.reviews = reviews;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Oldest first; a null assignment or state matches all. */
    @Transactional(readOnly = true)
    List<ReviewItem> list(String assignment, String state) {
        return jdbc.sql(SELECT + """
                        WHERE (CAST(:assignment AS VARCHAR(64)) IS NULL OR s.assignment = :assignment)
                          AND (CAST(:state AS VARCHAR(32)) IS NULL OR r.state = :state)
                        ORDER BY r.requested_at, r.submission_id""")
                .param("assignment", assignment)
                .param("state", state)
                .query(ReviewQueue::item)
                .list();
    }

    @Transactional
    ReviewItem markReviewed(UUID submission, String reviewer, String comment) {
        if (comment != null && comment.length() > MAX_COMMENT) {
            throw GraderProblem.badRequest("A review comment may be at most " + MAX_COMMENT + " characters");
        }
        Review review = reviews.findById(submission).orElseThrow(() -> GraderProblem.notFound(
                "Submission " + submission + " has no notes to review"));
        review.markReviewed(reviewer, comment, clock.instant());
        reviews.flush();
        return find(submission).orElseThrow();
    }

    private Optional<ReviewItem> find(UUID submission) {
        return jdbc.sql(SELECT + "WHERE r.submission_id = :id").param("id", submission).query(ReviewQueue::item).optional();
    }

    private static ReviewItem item(ResultSet rs, int row) throws SQLException {
        return new ReviewItem(rs.getObject("submission_id", UUID.class), rs.getString("assignment"),
                rs.getString("submitter"), rs.getString("notes"), rs.getString("state"),
                instant(rs.getObject("requested_at", OffsetDateTime.class)), rs.getString("reviewer"),
                rs.getString("review_comment"), instant(rs.getObject("reviewed_at", OffsetDateTime.class)));
    }

    private static Instant instant(OffsetDateTime at) {
        return at == null ? null : at.toInstant();
    }
}
