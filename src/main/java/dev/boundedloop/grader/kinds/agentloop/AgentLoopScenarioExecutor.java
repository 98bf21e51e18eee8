package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseIsolation;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseResults;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.grader.grading.LearnerFailure;
import java.util.Map;

/**
 * Runs an agent-loop case with a fresh learner loop and with the reference loop, on the same
 * script, and judges the learner's run by the first way it differs; then by what the case file
 * declares.
 */
final class AgentLoopScenarioExecutor {

    private AgentLoopScenarioExecutor() {}

    static CaseExecution execute(AgentLoopScenario scenario, GradingRun run) {
        AgentLoopObservation reference = AgentLoopHarness.reference(scenario.run());
        Map<String, Object> input = AgentLoopHarness.describe(scenario.run());
        CaseIsolation.Isolated<AgentLoopHarness.Observed> learner =
                run.isolate(() -> AgentLoopHarness.run(run.newLearner(AgentLoop.class), scenario.run()));
        if (learner.failed()) {
            return new CaseExecution(CaseResults.failed(scenario.header(), learner.failure(), input, reference.toMap(),
                    learner.stdout()), null);
        }
        if (learner.value().nullResult()) {
            LearnerFailure nullResult = new LearnerFailure(CaseOutcome.ERROR, null, "run returned null");
            return new CaseExecution(CaseResults.failed(scenario.header(), nullResult, input, reference.toMap(),
                    learner.stdout()), null);
        }
        AgentLoopObservation observed = learner.value().observation();
        String difference = observed.firstDifferenceFrom(reference);
        if (difference == null) {
            difference = AgentLoopDeclaredCheck.contradiction(scenario.declared(), observed, "this run");
        }
        CaseResult result = CaseResults.judged(scenario.header(), difference == null, input, reference.toMap(),
                observed.toMap(), difference, learner.stdout());
        return new CaseExecution(result,
                new CaseTranscript(scenario.header().id(), AgentLoopHarness.transcriptJson(observed)));
    }
}
