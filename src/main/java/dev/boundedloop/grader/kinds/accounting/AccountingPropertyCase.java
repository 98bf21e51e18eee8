package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.SuiteCase;
import java.util.Objects;

/**
 * Seeded random accounting runs compared with the reference step. The seed is part of the case, so
 * every verdict, and the shrunk counterexample, can be reproduced.
 */
public record AccountingPropertyCase(CaseHeader header, long seed, int tries) implements SuiteCase {

    public static final int MAX_TRIES = 10_000;

    public AccountingPropertyCase {
        Objects.requireNonNull(header, "an accounting property has a header");
        if (tries <= 0 || tries > MAX_TRIES) {
            throw new IllegalArgumentException(
                    "accounting property " + header.id() + " needs 1.." + MAX_TRIES + " tries, has " + tries);
        }
    }
}
