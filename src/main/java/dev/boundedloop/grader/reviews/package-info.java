/**
 * Learners' notes waiting for an instructor: a review request per submission sent with notes, the
 * review queue, and the comment thread on each.
 */
package dev.boundedloop.grader.reviews;
