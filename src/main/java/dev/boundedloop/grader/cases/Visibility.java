package dev.boundedloop.grader.cases;

/** Whether learners may see a case's input, expectation and observation. */
public enum Visibility {
    VISIBLE,
    /** Learners see only id, name, category, outcome and points. */
    HIDDEN
}
