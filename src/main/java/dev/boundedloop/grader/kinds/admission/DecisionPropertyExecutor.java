package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseIsolation;
import dev.boundedloop.grader.grading.CaseResults;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.grader.grading.GreedyShrinker;
import dev.boundedloop.grader.grading.PropertyVerdicts;
import dev.boundedloop.loop.ReferencePolicy;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.util.Map;
import java.util.Objects;

/**
 * Compares the learner with the reference on seeded random states, a fresh instance for each, and
 * shrinks the first disagreement to a minimal counterexample.
 */
final class DecisionPropertyExecutor {

    private static final ReferencePolicy REFERENCE = new ReferencePolicy();

    private DecisionPropertyExecutor() {}

    /** Shrunk when the disagreement came back on a fresh policy ({@code reproduced}), else as first seen. */
    private record Counterexample(int attempt, AdmissionState state, Admission observed, int shrinkSteps,
            boolean reproduced) {}

    static CaseExecution execute(PropertyCase property, GradingRun run) {
        Map<String, Object> input = PropertyVerdicts.input(property.seed(), property.tries());
        CaseIsolation.Isolated<Counterexample> searched = run.isolate(() -> search(property, run));
        CaseExecution settled =
                PropertyVerdicts.unlessCounterexample(property.header(), property.tries(), input, searched, "states");
        if (settled != null) {
            return settled;
        }
        Counterexample found = searched.value();
        input.put("counterexample", StateJson.of(found.state()));
        Admission expected = REFERENCE.decide(found.state());
        String difference = "expected " + expected + ", observed " + found.observed();
        String message = found.reproduced()
                ? PropertyVerdicts.disagreement("try", found.attempt(), property.tries(), property.seed(),
                        found.shrinkSteps()) + " to " + StateJson.of(found.state()) + ": " + difference
                : PropertyVerdicts.notReproduced("try", found.attempt(), property.tries(), property.seed(), "policy",
                        difference + " for " + StateJson.of(found.state()));
        return new CaseExecution(CaseResults.judged(property.header(), false, input, expected.name(),
                String.valueOf(found.observed()), message, searched.stdout()), null);
    }

    private static Counterexample search(PropertyCase property, GradingRun run) throws Exception {
        StateGenerator generator = new StateGenerator(property.seed());
        for (int attempt = 1; attempt <= property.tries(); attempt++) {
            AdmissionState state = generator.next();
            Admission seen = run.newLearner(AdmissionPolicy.class).decide(state);
            if (!Objects.equals(REFERENCE.decide(state), seen)) {
                GreedyShrinker.Shrunk<AdmissionState> shrunk = StateShrinker.shrink(state, candidate -> disagreesUnchecked(candidate, run));
                Admission replayed = run.newLearner(AdmissionPolicy.class).decide(shrunk.value());
                if (Objects.equals(REFERENCE.decide(shrunk.value()), replayed)) {
                    // The policy's answer depends on more than the state: tell what it did the first time.
                    return new Counterexample(attempt, state, seen, 0, false);
                }
                return new Counterexample(attempt, shrunk.value(), replayed, shrunk.steps(), true);
            }
        }
        return null;
    }

    private static boolean disagrees(AdmissionState state, GradingRun run) throws Exception {
        return !Objects.equals(REFERENCE.decide(state), run.newLearner(AdmissionPolicy.class).decide(state));
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
