package dev.boundedloop.grader.learner;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A submission's source and notes as the learner sent them, so their page can show the lines a
 * compiler diagnostic points at, and the instructor's review of the notes once there is one.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record WhatISent(UUID id, String source, String notes, Review review) {

    /**
     * @param state HUMAN_REVIEW_REQUIRED until an instructor has looked, then REVIEWED with who and when
     * @param comment the latest comment, null when there is none
     * @param comments the instructors' comments on the notes, oldest first
     */
    record Review(String state, String reviewer, String comment, Instant reviewedAt, List<Comment> comments) {}

    /** One instructor comment: who wrote it, when, and what. */
    record Comment(String author, Instant at, String text) {}
}
