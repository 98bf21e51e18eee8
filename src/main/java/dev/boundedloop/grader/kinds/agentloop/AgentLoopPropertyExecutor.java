package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseIsolation;
import dev.boundedloop.grader.grading.CaseResults;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.grader.grading.GreedyShrinker;
import dev.boundedloop.grader.grading.PropertyVerdicts;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Compares the learner's loop with the reference loop on seeded random runs, and shrinks the first
 * disagreement to a small run that still shows it.
 */
final class AgentLoopPropertyExecutor {

    static final String AGREES = "agrees with the reference loop";

    private AgentLoopPropertyExecutor() {}

    /**
     * The first run on which the learner's loop and the reference disagree: shrunk when the
     * disagreement came back on a fresh loop ({@code reproduced}), else the run as it was first seen,
     * with what the loop did then.
     */
    record Counterexample(int attempt, AgentLoopRun run, AgentLoopObservation expected, AgentLoopObservation observed,
            String difference, int shrinkSteps, boolean reproduced) {}

    static CaseExecution execute(AgentLoopPropertyCase property, GradingRun run) {
        Map<String, Object> input = new LinkedHashMap<>();
        input.put("seed", property.seed());
        input.put("tries", property.tries());
        CaseIsolation.Isolated<Counterexample> searched =
                run.isolate(() -> search(property, () -> run.newLearner(AgentLoop.class)));
        if (searched.failed()) {
            return new CaseExecution(CaseResults.failed(property.header(), searched.failure(), input, AGREES,
                    searched.stdout()), null);
        }
        Counterexample found = searched.value();
        if (found == null) {
            return new CaseExecution(CaseResults.judged(property.header(), true, input, AGREES,
                    "agreed on all " + property.tries() + " runs", null, searched.stdout()), null);
        }
        input.put("counterexample", AgentLoopHarness.describe(found.run()));
        String message = found.reproduced()
                ? "run " + found.attempt() + " of " + property.tries() + " (seed " + property.seed()
                        + ") disagreed with the reference loop; shrunk in " + found.shrinkSteps() + " steps. " + found.difference()
                : PropertyVerdicts.notReproduced("run", found.attempt(), property.tries(), property.seed(), "loop",
                        found.difference());
        return new CaseExecution(CaseResults.judged(property.header(), false, input, found.expected().toMap(),
                found.observed().toMap(), message, searched.stdout()), null);
    }

    /**
     * Searches for a counterexample; null when the loop agrees on every run. Learner code throwing
     * on a generated run ends the search with that failure, as it would end any case.
     */
    static Counterexample search(AgentLoopPropertyCase property, Callable<AgentLoop> freshLoop) throws Exception {
        AgentLoopGenerator generator = new AgentLoopGenerator(property.seed());
        for (int attempt = 1; attempt <= property.tries(); attempt++) {
            AgentLoopRun generated = generator.next();
            AgentLoopObservation expected = AgentLoopHarness.reference(generated);
            AgentLoopHarness.Observed seen = AgentLoopHarness.run(freshLoop.call(), generated);
            String difference = difference(seen, expected);
            if (difference != null) {
                GreedyShrinker.Shrunk<AgentLoopRun> shrunk =
                        AgentLoopShrinker.shrink(generated, candidate -> disagreesUnchecked(candidate, freshLoop));
                AgentLoopRun minimal = shrunk.value();
                AgentLoopObservation minimalExpected = AgentLoopHarness.reference(minimal);
                AgentLoopHarness.Observed replayed = AgentLoopHarness.run(freshLoop.call(), minimal);
                String replayedDifference = difference(replayed, minimalExpected);
                if (replayedDifference == null) {
                    // The loop's answer depends on more than the run: tell what it did the first time.
                    return new Counterexample(attempt, generated, expected, seen.observation(), difference, 0, false);
                }
                return new Counterexample(attempt, minimal, minimalExpected, replayed.observation(), replayedDifference,
                        shrunk.steps(), true);
            }
        }
        return null;
    }

    private static String difference(AgentLoopRun run, Callable<AgentLoop> freshLoop) throws Exception {
        return difference(AgentLoopHarness.run(freshLoop.call(), run), AgentLoopHarness.reference(run));
    }

    private static String difference(AgentLoopHarness.Observed learner, AgentLoopObservation expected) {
        if (learner.nullResult()) {
            return "the loop returned null instead of a result";
        }
        return learner.observation().firstDifferenceFrom(expected);
    }

    /** While shrinking, a candidate on which the learner's loop throws is skipped: the original disagreement stands. */
    private static boolean disagreesUnchecked(AgentLoopRun run, Callable<AgentLoop> freshLoop) {
        try {
            return difference(run, freshLoop) != null;
        } catch (Exception e) {
            return false;
        }
    }
}
