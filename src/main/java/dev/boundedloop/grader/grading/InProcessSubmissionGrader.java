package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.SuiteCatalog;

/** Grades on the calling thread with the given grader; how safe that is depends on the grader's parts. */
public final class InProcessSubmissionGrader implements SubmissionGrader {

    private final SuiteCatalog catalog;
    private final Grader grader;

    public InProcessSubmissionGrader(SuiteCatalog catalog, Grader grader) {
        this.catalog = catalog;
        this.grader = grader;
    }

    @Override
    public GradingReport grade(String assignmentId, byte[] source) {
        return grader.grade(catalog.suite(assignmentId), source);
    }
}
