package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.SuiteCase;
import java.util.Objects;

/**
 * Seeded random inputs compared with the reference policy. The seed is part of the case, so every
 * verdict can be reproduced.
 */
public record PropertyCase(CaseHeader header, Kind kind, long seed, int tries) implements SuiteCase {

    /** What is generated: single decisions, or whole scripted loop runs. */
    public enum Kind { DECISIONS, LOOP_RUNS }

    public PropertyCase {
        Objects.requireNonNull(kind, () -> "property case " + header.id() + " has no kind");
        if (tries <= 0 || tries > 100_000) {
            throw new IllegalArgumentException("property case " + header.id() + " needs 1..100000 tries, has " + tries);
        }
    }
}
