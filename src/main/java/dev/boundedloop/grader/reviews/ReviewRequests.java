package dev.boundedloop.grader.reviews;

import dev.boundedloop.grader.intake.SubmissionReceived;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** Asks for a review of every submission that came with notes, in the transaction that stores it. */
@Component
class ReviewRequests {

    private final ReviewRepository reviews;

    ReviewRequests(ReviewRepository reviews) {
        this.reviews = reviews;
    }

    @EventListener
    void on(SubmissionReceived received) {
        if (received.notes() != null && !received.notes().isBlank()) {
            reviews.save(new Review(received.id(), received.at()));
        }
    }
}
