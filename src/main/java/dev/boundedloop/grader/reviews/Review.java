package dev.boundedloop.grader.reviews;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A learner's notes waiting for a person: the course marks explanations HUMAN_REVIEW_REQUIRED,
 * because no grader can score them. An instructor marks them REVIEWED.
 */
@Entity
@Table(name = "reviews")
class Review {

    static final String REQUIRED = "HUMAN_REVIEW_REQUIRED";
    static final String REVIEWED = "REVIEWED";

    @Id
    @Column(name = "submission_id")
    private UUID submissionId;

    @Column(nullable = false)
    private String state;

    private String reviewer;

    @Column(name = "requested_at", nullable = false, updatable = false)
    private Instant requestedAt;

    @Column(name = "reviewed_at")
    private Instant reviewedAt;

    protected Review() {}

    Review(UUID submissionId, Instant requestedAt) {
        this.submissionId = Objects.requireNonNull(submissionId);
        this.state = REQUIRED;
        this.requestedAt = Objects.requireNonNull(requestedAt);
    }

    /** The comment, if any, goes to the review's thread (review_comments), not here. */
    void markReviewed(String by, Instant at) {
        state = REVIEWED;
        reviewer = by;
        reviewedAt = at;
    }
}
