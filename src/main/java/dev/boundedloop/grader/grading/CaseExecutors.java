package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.AccountingPropertyCase;
import dev.boundedloop.grader.cases.AccountingRunCase;
import dev.boundedloop.grader.cases.AgentLoopPropertyCase;
import dev.boundedloop.grader.cases.AgentLoopScenario;
import dev.boundedloop.grader.cases.DecisionCase;
import dev.boundedloop.grader.cases.LoopScenario;
import dev.boundedloop.grader.cases.PropertyCase;
import dev.boundedloop.grader.cases.SuiteCase;

/** Runs one case of any learner API's kinds: the executor that knows the case's kind does it. */
final class CaseExecutors {

    private CaseExecutors() {}

    static CaseExecution execute(SuiteCase suiteCase, GradingRun run) {
        if (suiteCase instanceof DecisionCase decision) {
            return DecisionCaseExecutor.execute(decision, run);
        }
        if (suiteCase instanceof LoopScenario scenario) {
            return ScenarioExecutor.execute(scenario, run);
        }
        if (suiteCase instanceof PropertyCase property) {
            return property.kind() == PropertyCase.Kind.DECISIONS
                    ? DecisionPropertyExecutor.execute(property, run)
                    : LoopPropertyExecutor.execute(property, run);
        }
        if (suiteCase instanceof AgentLoopScenario loopRun) {
            return AgentLoopScenarioExecutor.execute(loopRun, run);
        }
        if (suiteCase instanceof AgentLoopPropertyCase loopProperty) {
            return AgentLoopPropertyExecutor.execute(loopProperty, run);
        }
        if (suiteCase instanceof AccountingRunCase accountingRun) {
            return AccountingRunExecutor.execute(accountingRun, run);
        }
        if (suiteCase instanceof AccountingPropertyCase accountingProperty) {
            return AccountingPropertyExecutor.execute(accountingProperty, run);
        }
        throw new IllegalStateException("no executor for a case of kind " + suiteCase.getClass().getSimpleName());
    }
}
