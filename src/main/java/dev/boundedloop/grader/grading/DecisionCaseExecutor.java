package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.DecisionCase;
import dev.boundedloop.policy.Admission;

/** Asks a fresh policy instance for one decision and compares it with the expected admission. */
final class DecisionCaseExecutor {

    private DecisionCaseExecutor() {}

    static CaseExecution execute(DecisionCase c, GradingRun run) {
        CaseIsolation.Isolated<Admission> decided = run.isolate(() -> run.newPolicy().decide(c.state()));
        Object input = StateJson.of(c.state());
        String expected = c.expected().name();
        if (decided.failed()) {
            return new CaseExecution(CaseResults.failed(c.header(), decided.failure(), input, expected,
                    decided.stdout()), null);
        }
        if (decided.value() == null) {
            LearnerFailure nullAnswer = new LearnerFailure(CaseOutcome.ERROR, null, "decide returned null");
            return new CaseExecution(CaseResults.failed(c.header(), nullAnswer, input, expected, decided.stdout()), null);
        }
        String observed = decided.value().name();
        return new CaseExecution(CaseResults.judged(c.header(), observed.equals(expected), input, expected, observed,
                "expected " + expected + ", observed " + observed, decided.stdout()), null);
    }
}
