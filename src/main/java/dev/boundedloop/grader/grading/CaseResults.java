package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.CaseHeader;

/** Builds result lines, so every executor scores and reports failures the same way. */
public final class CaseResults {

    private CaseResults() {}

    public static CaseResult judged(CaseHeader header, boolean passed, Object input, Object expected, Object observed,
            String message, String stdout) {
        CaseOutcome outcome = passed ? CaseOutcome.PASS : CaseOutcome.FAIL;
        return new CaseResult(header.id(), header.name(), header.category(), header.visibility(), outcome,
                passed ? header.points() : 0, header.points(), input, expected, observed,
                passed ? null : message, stdout);
    }

    public static CaseResult failed(CaseHeader header, LearnerFailure failure, Object input, Object expected,
            String stdout) {
        return new CaseResult(header.id(), header.name(), header.category(), header.visibility(), failure.outcome(),
                0, header.points(), input, expected, failure.exceptionClass(), failure.message(), stdout);
    }
}
