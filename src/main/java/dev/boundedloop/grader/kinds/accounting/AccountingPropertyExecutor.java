package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.accounting.ChargedStep;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseIsolation;
import dev.boundedloop.grader.grading.CaseResults;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.grader.grading.GreedyShrinker;
import dev.boundedloop.grader.grading.PropertyVerdicts;
import dev.boundedloop.references.ReferenceChargedStep;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Plays seeded random runs with the learner's step and the reference's, and shrinks the first
 * disagreement to a small run a learner can replay by hand.
 */
final class AccountingPropertyExecutor {

    private AccountingPropertyExecutor() {}

    /**
     * The first run the learner's step disagrees on: shrunk when the disagreement came back on a
     * fresh step ({@code reproduced}), else the run as it was first seen, with what the step did then.
     */
    record Counterexample(int attempt, AccountingRun run, AccountingObservation expected,
            AccountingObservation observed, int shrinkSteps, boolean reproduced) {}

    static CaseExecution execute(AccountingPropertyCase property, GradingRun run) {
        Map<String, Object> input = new LinkedHashMap<>();
        input.put("seed", property.seed());
        input.put("tries", property.tries());
        CaseIsolation.Isolated<Counterexample> searched =
                run.isolate(() -> search(property, () -> run.newLearner(ChargedStep.class)));
        if (searched.failed()) {
            return new CaseExecution(CaseResults.failed(property.header(), searched.failure(), input,
                    PropertyVerdicts.AGREES, searched.stdout()), null);
        }
        Counterexample found = searched.value();
        if (found == null) {
            return new CaseExecution(CaseResults.judged(property.header(), true, input, PropertyVerdicts.AGREES,
                    "agreed on all " + property.tries() + " runs", null, searched.stdout()), null);
        }
        input.put("counterexample", found.run().describe());
        String difference = found.observed().firstDifferenceFrom(found.expected());
        String message = found.reproduced()
                ? "run " + found.attempt() + " of " + property.tries() + " (seed " + property.seed()
                        + ") disagreed with the reference; shrunk in " + found.shrinkSteps() + " steps. " + difference
                : PropertyVerdicts.notReproduced("run", found.attempt(), property.tries(), property.seed(), "step",
                        difference);
        return new CaseExecution(CaseResults.judged(property.header(), false, input, found.expected().toMap(),
                found.observed().toMap(), message, searched.stdout()), null);
    }

    /** Learner code (a constructor): called only inside the case's isolation. */
    @FunctionalInterface
    interface FreshStep {
        ChargedStep create() throws Exception;
    }

    /** The first generated run the learner's step disagrees on, shrunk; null when it agrees on all. */
    static Counterexample search(AccountingPropertyCase property, FreshStep fresh) throws Exception {
        AccountingGenerator generator = new AccountingGenerator(property.seed());
        for (int attempt = 1; attempt <= property.tries(); attempt++) {
            AccountingRun generated = generator.next();
            AccountingObservation expected = reference(generated);
            AccountingObservation seen = AccountingRunner.play(generated, fresh.create());
            if (seen.firstDifferenceFrom(expected) != null) {
                GreedyShrinker.Shrunk<AccountingRun> shrunk =
                        AccountingShrinker.shrink(generated, candidate -> disagreesUnchecked(candidate, fresh));
                AccountingRun minimal = shrunk.value();
                AccountingObservation minimalExpected = reference(minimal);
                AccountingObservation replayed = AccountingRunner.play(minimal, fresh.create());
                if (replayed.firstDifferenceFrom(minimalExpected) == null) {
                    // The step's answer depends on more than the run: tell what it did the first time.
                    return new Counterexample(attempt, generated, expected, seen, 0, false);
                }
                return new Counterexample(attempt, minimal, minimalExpected, replayed, shrunk.steps(), true);
            }
        }
        return null;
    }

    private static AccountingObservation reference(AccountingRun run) {
        return AccountingRunner.play(run, new ReferenceChargedStep());
    }

    /** While shrinking, a candidate on which the learner throws is skipped: the original failure stands. */
    private static boolean disagreesUnchecked(AccountingRun candidate, FreshStep fresh) {
        try {
            return AccountingRunner.play(candidate, fresh.create()).firstDifferenceFrom(reference(candidate)) != null;
        } catch (Exception e) {
            return false;
        }
    }
}
