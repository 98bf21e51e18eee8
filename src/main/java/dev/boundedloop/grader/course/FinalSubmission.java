package dev.boundedloop.grader.course;

/** Which of a learner's submissions counts for the gradebook. */
public enum FinalSubmission {
    BEST,
    LATEST
}
