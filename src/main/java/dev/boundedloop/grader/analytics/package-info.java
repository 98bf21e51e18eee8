/**
 * Instructors' numbers per assignment: learners' final scores, case failure rates and the score
 * distribution, over the final submissions the course counts.
 */
package dev.boundedloop.grader.analytics;
