/**
 * What a learner's own page needs beyond the submission API: their due times (with their extension),
 * how many submissions this hour leaves them, their history with late marks, and what they sent with
 * the instructor's review comment. Read-only over the course's tables.
 */
package dev.boundedloop.grader.learner;
