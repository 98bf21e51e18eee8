package dev.boundedloop.grader.learner;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.UUID;

/**
 * A submission's source and notes as the learner sent them, so their page can show the lines a
 * compiler diagnostic points at, and the instructor's review of the notes once there is one.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record WhatISent(UUID id, String source, String notes, Review review) {

    /** @param state HUMAN_REVIEW_REQUIRED until an instructor has looked, then REVIEWED with the comment and time */
    record Review(String state, String reviewer, String comment, Instant reviewedAt) {}
}
