package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.PropertyCase;
import dev.boundedloop.loop.ReferencePolicy;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionState;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Compares the learner with the reference on seeded random states, a fresh instance for each, and
 * shrinks the first disagreement to a minimal counterexample.
 */
final class DecisionPropertyExecutor {

    private static final ReferencePolicy REFERENCE = new ReferencePolicy();

    private DecisionPropertyExecutor() {}

    private record Counterexample(int attempt, AdmissionState state, Admission observed, int shrinkSteps) {}

    static CaseExecution execute(PropertyCase property, GradingRun run) {
        Map<String, Object> input = new LinkedHashMap<>();
        input.put("seed", property.seed());
        input.put("tries", property.tries());
        CaseIsolation.Isolated<Counterexample> searched = run.isolate(() -> search(property, run));
        if (searched.failed()) {
            return new CaseExecution(CaseResults.failed(property.header(), searched.failure(), input,
                    "agrees with the reference", searched.stdout()), null);
        }
        Counterexample found = searched.value();
        if (found == null) {
            return new CaseExecution(CaseResults.judged(property.header(), true, input,
                    "agrees with the reference", "agreed on all " + property.tries() + " states", null,
                    searched.stdout()), null);
        }
        input.put("counterexample", StateJson.of(found.state()));
        Admission expected = REFERENCE.decide(found.state());
        String message = "try " + found.attempt() + " of " + property.tries() + " (seed " + property.seed()
                + ") disagreed with the reference; shrunk in " + found.shrinkSteps() + " steps to "
                + StateJson.of(found.state()) + ": expected " + expected + ", observed " + found.observed();
        return new CaseExecution(CaseResults.judged(property.header(), false, input, expected.name(),
                String.valueOf(found.observed()), message, searched.stdout()), null);
    }

    private static Counterexample search(PropertyCase property, GradingRun run) throws Exception {
        StateGenerator generator = new StateGenerator(property.seed());
        for (int attempt = 1; attempt <= property.tries(); attempt++) {
            AdmissionState state = generator.next();
            if (disagrees(state, run)) {
                StateShrinker.Shrunk shrunk = StateShrinker.shrink(state, candidate -> disagreesUnchecked(candidate, run));
                return new Counterexample(attempt, shrunk.state(), run.newPolicy().decide(shrunk.state()), shrunk.steps());
            }
        }
        return null;
    }

    private static boolean disagrees(AdmissionState state, GradingRun run) throws Exception {
        return !Objects.equals(REFERENCE.decide(state), run.newPolicy().decide(state));
    }

    /** While shrinking, a candidate on which the learner throws is skipped: the original failure stands. */
    private static boolean disagreesUnchecked(AdmissionState state, GradingRun run) {
        try {
            return disagrees(state, run);
        } catch (Exception e) {
            return false;
        }
    }
}
