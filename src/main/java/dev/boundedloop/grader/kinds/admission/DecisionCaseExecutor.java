package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseIsolation;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResults;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.grader.grading.LearnerFailure;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;

/** Asks a fresh policy instance for one decision and compares it with the expected admission. */
final class DecisionCaseExecutor {

    private DecisionCaseExecutor() {}

    static CaseExecution execute(DecisionCase c, GradingRun run) {
        CaseIsolation.Isolated<Admission> decided =
                run.isolate(() -> run.newLearner(AdmissionPolicy.class).decide(c.state()));
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
