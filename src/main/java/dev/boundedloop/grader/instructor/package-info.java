/**
 * The instructor's read and review API: submissions with every report, scores, case failures, score
 * distributions, gradebooks, the review queue and the roster's administration.
 */
package dev.boundedloop.grader.instructor;
