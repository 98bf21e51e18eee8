package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.CaseHeader;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What every kind's properties report the same way: the seed, errors, agreement and the search's
 * story.
 */
public final class PropertyVerdicts {

    public static final String AGREES = "agrees with the reference";

    private PropertyVerdicts() {}

    /** The seed and tries, so a learner or instructor can reproduce the verdict. */
    public static Map<String, Object> input(long seed, int tries) {
        Map<String, Object> input = new LinkedHashMap<>();
        input.put("seed", seed);
        input.put("tries", tries);
        return input;
    }

    /**
     * The case's execution when the search threw or found no counterexample; null when it found one,
     * which the caller describes in its own terms.
     *
     * @param unit what was generated, e.g. "states" or "runs"
     */
    public static CaseExecution unlessCounterexample(CaseHeader header, int tries, Map<String, Object> input,
            CaseIsolation.Isolated<?> searched, String unit) {
        if (searched.failed()) {
            return new CaseExecution(CaseResults.failed(header, searched.failure(), input, AGREES,
                    searched.stdout()), null);
        }
        if (searched.value() == null) {
            return new CaseExecution(CaseResults.judged(header, true, input, AGREES,
                    "agreed on all " + tries + " " + unit, null, searched.stdout()), null);
        }
        return null;
    }

    /**
     * The search's story when a disagreement did not come back: the same input, given to a fresh
     * instance, agreed with the reference, so there is nothing to shrink and no minimal input to show.
     *
     * @param learnerThing what the learner wrote, as a learner calls it: "loop", "step", "policy"
     * @param firstDifference how the first try differed, as the report would say it
     */
    public static String notReproduced(String unit, int attempt, int tries, long seed, String learnerThing,
            String firstDifference) {
        return unit + " " + attempt + " of " + tries + " (seed " + seed + ") disagreed with the reference, but the same "
                + unit + " given to a fresh " + learnerThing + " again agreed with it: your " + learnerThing
                + "'s answers depend on more than what it is given (something kept from an earlier " + unit
                + ", such as a static field, changes them). What differed the first time: " + firstDifference;
    }

    public static String disagreement(String unit, int attempt, int tries, long seed, int shrinkSteps) {
        return unit + " " + attempt + " of " + tries + " (seed " + seed
                + ") disagreed with the reference; shrunk in " + shrinkSteps + " steps";
    }
}
