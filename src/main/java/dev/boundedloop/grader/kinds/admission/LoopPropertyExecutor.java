package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseIsolation;
import dev.boundedloop.grader.grading.CaseResults;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.grader.grading.GreedyShrinker;
import dev.boundedloop.grader.grading.PropertyVerdicts;
import dev.boundedloop.loop.ReferencePolicy;
import dev.boundedloop.policy.AdmissionPolicy;
import java.util.Iterator;
import java.util.Map;

/**
 * Compares the learner's loop runs with the reference's on seeded random scripts and limits, and
 * shrinks the first disagreement to a minimal scenario.
 */
final class LoopPropertyExecutor {

    private LoopPropertyExecutor() {}

    /** Shrunk when the disagreement came back on a fresh policy ({@code reproduced}), else as first seen. */
    private record Counterexample(int attempt, LoopScenario scenario, RunObservation expected,
            RunObservation observed, int shrinkSteps, boolean reproduced) {}

    static CaseExecution execute(PropertyCase property, GradingRun run) {
        Map<String, Object> input = PropertyVerdicts.input(property.seed(), property.tries());
        CaseIsolation.Isolated<Counterexample> searched = run.isolate(() -> search(property, run));
        CaseExecution settled =
                PropertyVerdicts.unlessCounterexample(property.header(), property.tries(), input, searched, "runs");
        if (settled != null) {
            return settled;
        }
        Counterexample found = searched.value();
        LoopScenario s = found.scenario();
        input.put("counterexample", ScenarioJson.describe(s.limits(), s.draftBudgetCents(), s.opening().name(), s.script()));
        String difference = found.observed().firstDifferenceFrom(found.expected());
        String message = found.reproduced()
                ? PropertyVerdicts.disagreement("run", found.attempt(), property.tries(), property.seed(),
                        found.shrinkSteps()) + ". " + difference
                : PropertyVerdicts.notReproduced("run", found.attempt(), property.tries(), property.seed(), "policy",
                        difference);
        return new CaseExecution(CaseResults.judged(property.header(), false, input, found.expected().toMap(),
                found.observed().toMap(), message, searched.stdout()), null);
    }

    private static Counterexample search(PropertyCase property, GradingRun run) throws Exception {
        String key = run.suite().sha256() + "/" + property.header().id() + "/" + property.seed();
        Iterator<LoopScenario> scenarios = GeneratedScenarios.of(key, property);
        for (int attempt = 1; attempt <= property.tries(); attempt++) {
            LoopScenario scenario = scenarios.next();
            RunObservation learner = ScenarioRunner.run(scenario, run.newLearner(AdmissionPolicy.class)).observation();
            RunObservation expected = ReferenceRuns.of(key + "/" + attempt, scenario);
            if (learner.firstDifferenceFrom(expected) != null) {
                GreedyShrinker.Shrunk<LoopScenario> shrunk = ScenarioShrinker.shrink(scenario, c -> disagreesUnchecked(c, run));
                LoopScenario minimal = shrunk.value();
                RunObservation minimalExpected = reference(minimal);
                RunObservation replayed = ScenarioRunner.run(minimal, run.newLearner(AdmissionPolicy.class)).observation();
                if (replayed.firstDifferenceFrom(minimalExpected) == null) {
                    // The policy's answer depends on more than the run: tell what it did the first time.
                    return new Counterexample(attempt, scenario, expected, learner, 0, false);
                }
                return new Counterexample(attempt, minimal, minimalExpected, replayed, shrunk.steps(), true);
            }
        }
        return null;
    }

    private static RunObservation reference(LoopScenario scenario) {
        return ScenarioRunner.run(scenario, new ReferencePolicy()).observation();
    }

    private static boolean disagrees(LoopScenario scenario, GradingRun run) throws Exception {
        RunObservation learner = ScenarioRunner.run(scenario, run.newLearner(AdmissionPolicy.class)).observation();
        return learner.firstDifferenceFrom(reference(scenario)) != null;
    }

    /** While shrinking, a candidate on which the learner throws is skipped: the original failure stands. */
    private static boolean disagreesUnchecked(LoopScenario scenario, GradingRun run) {
        try {
            return disagrees(scenario, run);
        } catch (Exception e) {
            return false;
        }
    }
}
