package dev.boundedloop.grader.reviews;

import java.time.Instant;

/** One instructor comment in the thread on a learner's notes: who wrote it, when, and what. */
public record ReviewComment(String author, Instant at, String text) {}
