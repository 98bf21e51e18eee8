package dev.boundedloop.grader.reviews;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A submission's notes with their review state and the instructors' comments on them.
 *
 * @param comment the latest comment of the thread (null when there is none), for readers of a single comment
 * @param comments the whole thread, oldest first
 */
public record ReviewItem(UUID submission, String assignment, String learner, String notes, String state,
        Instant requestedAt, String reviewer, String comment, Instant reviewedAt, List<ReviewComment> comments) {

    ReviewItem withThread(List<ReviewComment> thread) {
        return new ReviewItem(submission, assignment, learner, notes, state, requestedAt, reviewer,
                thread.isEmpty() ? null : thread.get(thread.size() - 1).text(), reviewedAt, List.copyOf(thread));
    }
}
