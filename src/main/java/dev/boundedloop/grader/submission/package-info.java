/**
 * A submission once stored: its row, and reading it and its reports back as each role may see them,
 * for learners (hidden cases as the course shows them) and instructors (everything), including
 * requests that wait for a grading to finish.
 */
package dev.boundedloop.grader.submission;
