package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseIsolation;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseResults;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.policy.AdmissionPolicy;

/**
 * Runs a scenario twice on the same script, once with the reference policy and once with a fresh
 * learner instance, and judges the learner's run by the first field where the two differ.
 */
final class ScenarioExecutor {

    private ScenarioExecutor() {}

    static CaseExecution execute(LoopScenario scenario, GradingRun run) {
        RunObservation reference = ReferenceRuns.of(run.suite().sha256() + "/" + scenario.header().id(), scenario);
        Object input = ScenarioJson.describe(scenario.limits(), scenario.draftBudgetCents(),
                scenario.opening().name(), scenario.script());
        CaseIsolation.Isolated<ScenarioRunner.Run> learner =
                run.isolate(() -> ScenarioRunner.run(scenario, run.newLearner(AdmissionPolicy.class)));
        if (learner.failed()) {
            return new CaseExecution(CaseResults.failed(scenario.header(), learner.failure(), input,
                    reference.toMap(), learner.stdout()), null);
        }
        RunObservation observed = learner.value().observation();
        String difference = observed.firstDifferenceFrom(reference);
        CaseResult result = CaseResults.judged(scenario.header(), difference == null, input, reference.toMap(),
                observed.toMap(), difference, learner.stdout());
        return new CaseExecution(result, new CaseTranscript(scenario.header().id(), learner.value().transcript()));
    }
}
