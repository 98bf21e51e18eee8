package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Suite;

/** Grades on the calling thread with the given grader; how safe that is depends on the grader's parts. */
public final class InProcessSubmissionGrader implements SubmissionGrader {

    private final Grader grader;

    public InProcessSubmissionGrader(Grader grader) {
        this.grader = grader;
    }

    @Override
    public GradingReport grade(Suite suite, byte[] source) {
        return grader.grade(suite, source);
    }
}
