package dev.boundedloop.grader.course;

/** What learners see of hidden cases, as an instructor sets it per assignment. */
public enum HiddenResults {
    /** The hidden points earned and how many hidden cases passed; no rows. */
    SCORE_ONLY,
    /** Per hidden case: id, category, outcome and points; no name, input, expected or message. */
    OUTCOMES,
    /** SCORE_ONLY until the learner's due time has passed, then everything. */
    AFTER_DUE
}
