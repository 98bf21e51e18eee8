package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.PropertyCase;
import java.util.LinkedHashMap;
import java.util.Map;

/** What both kinds of property report the same way: the seed, errors, agreement and the search's story. */
final class PropertyVerdicts {

    static final String AGREES = "agrees with the reference";

    private PropertyVerdicts() {}

    /** The seed and tries, so a learner or instructor can reproduce the verdict. */
    static Map<String, Object> input(PropertyCase property) {
        Map<String, Object> input = new LinkedHashMap<>();
        input.put("seed", property.seed());
        input.put("tries", property.tries());
        return input;
    }

    /**
     * The case's execution when the search threw or found no counterexample; null when it found one,
     * which the caller describes in its own terms.
     *
     * @param unit what was generated, e.g. "states" or "runs"
     */
    static CaseExecution unlessCounterexample(PropertyCase property, Map<String, Object> input,
            CaseIsolation.Isolated<?> searched, String unit) {
        if (searched.failed()) {
            return new CaseExecution(CaseResults.failed(property.header(), searched.failure(), input, AGREES,
                    searched.stdout()), null);
        }
        if (searched.value() == null) {
            return new CaseExecution(CaseResults.judged(property.header(), true, input, AGREES,
                    "agreed on all " + property.tries() + " " + unit, null, searched.stdout()), null);
        }
        return null;
    }

    static String disagreement(PropertyCase property, String unit, int attempt, int shrinkSteps) {
        return unit + " " + attempt + " of " + property.tries() + " (seed " + property.seed()
                + ") disagreed with the reference; shrunk in " + shrinkSteps + " steps";
    }
}
