package dev.boundedloop.grader.intake;

/**
 * The JSON body of POST /api/submissions.
 *
 * @param source the policy's Java source, the whole file as one string
 * @param notes optional: the learner's explanation, which waits for an instructor's review
 */
record SubmissionRequest(String assignment, String source, String notes) {}
