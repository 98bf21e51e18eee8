package dev.boundedloop.grader.reviews;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.annotation.Transactional;

/**
 * The review queue's SQL on rows written directly: alice and bob sent notes with a submission each,
 * CI sent notes too, and a submission without notes asks for no review.
 */
@Transactional
@Import({ReviewQueue.class, ReviewComments.class, ReviewQueueContract.FixedClock.class})
abstract class ReviewQueueContract {

    static final String A = "ch03-unit-a";
    static final Instant T0 = Instant.parse("2026-02-01T09:00:00Z");

    @Autowired ReviewQueue reviews;
    @Autowired JdbcClient jdbc;

    @BeforeEach
    void rows() {
        submission("alice", "LEARNER", 1, "alice's reasoning");
        submission("alice", "LEARNER", 2, null);
        submission("bob", "LEARNER", 4, "bob's reasoning");
        submission("ci:course-repo", "CI", 6, "from CI");
    }

    private void submission(String submitter, String role, int minute, String notes) {
        UUID id = UUID.randomUUID();
        jdbc.sql("""
                        INSERT INTO submissions (id, assignment, submitter, submitter_role, source, source_sha256, notes,
                                                 status, max_score, submitted_at)
                        VALUES (:id, :assignment, :submitter, :role, :source, :sha, :notes, 'QUEUED', 100, :at)""")
                .param("id", id).param("assignment", A).param("submitter", submitter).param("role", role)
                .param("source", new byte[] {1}).param("sha", "0".repeat(64)).param("notes", notes)
                .param("at", at(minute)).update();
        if (notes != null) {
            jdbc.sql("INSERT INTO reviews (submission_id, state, requested_at) VALUES (:id, 'HUMAN_REVIEW_REQUIRED', :at)")
                    .param("id", id).param("at", at(minute)).update();
        }
    }

    private static OffsetDateTime at(int minute) {
        return T0.plusSeconds(60L * minute).atOffset(ZoneOffset.UTC);
    }

    @Test
    void notesWaitForReviewUntilAnInstructorMarksThemReviewed() {
        assertThat(reviews.list(A, Review.REQUIRED)).extracting(ReviewItem::learner, ReviewItem::notes)
                .containsExactly(tuple("alice", "alice's reasoning"), tuple("bob", "bob's reasoning"),
                        tuple("ci:course-repo", "from CI"));
        UUID alices = reviews.list(A, Review.REQUIRED).get(0).submission();

        ReviewItem reviewed = reviews.markReviewed(alices, "instructor:bootstrap", "clear trace");

        assertThat(reviewed.state()).isEqualTo(Review.REVIEWED);
        assertThat(reviewed.reviewer()).isEqualTo("instructor:bootstrap");
        assertThat(reviewed.reviewedAt()).isEqualTo(FixedClock.NOW);
        assertThat(reviews.list(A, Review.REQUIRED)).hasSize(2);
        assertThat(reviews.list(null, Review.REVIEWED)).extracting(ReviewItem::comment).containsExactly("clear trace");
        assertThat(reviews.list(null, null)).hasSize(3);
    }

    static class FixedClock {
        static final Instant NOW = Instant.parse("2026-02-02T12:00:00Z");

        @Bean
        Clock clock() {
            return Clock.fixed(NOW, ZoneOffset.UTC);
        }
    }
}
