/**
 * Submissions in the service: intake with idempotency and course rules, the fair-share job queue on the
 * database, grading claimed jobs in the worker pool, storing reports and transcripts, and regrades.
 */
package dev.boundedloop.grader.submission;
