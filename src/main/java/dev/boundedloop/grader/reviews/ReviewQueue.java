package dev.boundedloop.grader.reviews;

import dev.boundedloop.grader.problems.GraderProblem;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
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
                   r.reviewed_at
            FROM reviews r JOIN submissions s ON s.id = r.submission_id
            """;

    private static final int MAX_COMMENT = 4000;

    private final ReviewRepository reviews;
    private final ReviewComments comments;
    private final JdbcClient jdbc;
    private final Clock clock;

    ReviewQueue(ReviewRepository reviews, ReviewComments comments, JdbcClient jdbc, Clock clock) {
        this.reviews = reviews;
        this.comments = comments;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Oldest first; a null assignment or state matches all. */
    @Transactional(readOnly = true)
    List<ReviewItem> list(String assignment, String state) {
        List<ReviewItem> items = jdbc.sql(SELECT + """
                        WHERE (CAST(:assignment AS VARCHAR(64)) IS NULL OR s.assignment = :assignment)
                          AND (CAST(:state AS VARCHAR(32)) IS NULL OR r.state = :state)
                        ORDER BY r.requested_at, r.submission_id""")
                .param("assignment", assignment)
                .param("state", state)
                .query(ReviewQueue::item)
                .list();
        Map<UUID, List<ReviewComment>> threads = comments.threads(items.stream().map(ReviewItem::submission).toList());
        return items.stream().map(i -> i.withThread(threads.getOrDefault(i.submission(), List.of()))).toList();
    }

    /** Marks the notes reviewed; a comment that is not blank is added to the thread. */
    @Transactional
    ReviewItem markReviewed(UUID submission, String reviewer, String comment) {
        checkLength(comment, "comment");
        Review review = require(submission);
        Instant now = clock.instant();
        review.markReviewed(reviewer, now);
        reviews.flush();
        if (comment != null && !comment.isBlank()) {
            comments.add(submission, new ReviewComment(reviewer, now, comment));
        }
        return find(submission).orElseThrow();
    }

    /** Adds a comment to the thread without changing the review's state. */
    @Transactional
    ReviewComment comment(UUID submission, String author, String text) {
        if (text == null || text.isBlank()) {
            throw GraderProblem.badRequest("'text' is required: the comment, 1 to " + MAX_COMMENT + " characters")
                    .with("field", "text");
        }
        checkLength(text, "text");
        require(submission);
        ReviewComment comment = new ReviewComment(author, clock.instant(), text);
        comments.add(submission, comment);
        return comment;
    }

    /** The thread on a submission's notes, oldest first. */
    @Transactional(readOnly = true)
    List<ReviewComment> thread(UUID submission) {
        require(submission);
        return comments.thread(submission);
    }

    private Review require(UUID submission) {
        return reviews.findById(submission).orElseThrow(() -> GraderProblem.notFound(
                "Submission " + submission + " has no notes to review"));
    }

    private static void checkLength(String comment, String field) {
        if (comment != null && comment.length() > MAX_COMMENT) {
            throw GraderProblem.badRequest("'" + field + "': a review comment may be at most " + MAX_COMMENT
                    + " characters, got " + comment.length()).with("field", field);
        }
    }

    private Optional<ReviewItem> find(UUID submission) {
        return jdbc.sql(SELECT + "WHERE r.submission_id = :id").param("id", submission).query(ReviewQueue::item)
                .optional().map(i -> i.withThread(comments.thread(submission)));
    }

    private static ReviewItem item(ResultSet rs, int row) throws SQLException {
        return new ReviewItem(rs.getObject("submission_id", UUID.class), rs.getString("assignment"),
                rs.getString("submitter"), rs.getString("notes"), rs.getString("state"),
                instant(rs.getObject("requested_at", OffsetDateTime.class)), rs.getString("reviewer"),
                null, instant(rs.getObject("reviewed_at", OffsetDateTime.class)), List.of());
    }

    private static Instant instant(OffsetDateTime at) {
        return at == null ? null : at.toInstant();
    }
}
