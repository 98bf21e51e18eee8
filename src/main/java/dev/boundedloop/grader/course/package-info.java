/**
 * The course's policy per assignment: submission windows, quotas, lateness and penalties, extensions,
 * what learners see of hidden cases, which submission counts, and instructors' score overrides.
 */
package dev.boundedloop.grader.course;
