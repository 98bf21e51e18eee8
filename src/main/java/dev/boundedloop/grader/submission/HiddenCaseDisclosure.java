package dev.boundedloop.grader.submission;

/** How much a learner sees of the hidden cases in their own report. */
public enum HiddenCaseDisclosure {
    /** No hidden rows: only how many hidden cases passed and the points they earned. */
    SCORE_ONLY,
    /** Each hidden case's id, category, outcome and points; no name, input, expected or message. */
    OUTCOMES,
    /** Everything, as instructors see it (after the learner's due time, when the course says so). */
    FULL
}
