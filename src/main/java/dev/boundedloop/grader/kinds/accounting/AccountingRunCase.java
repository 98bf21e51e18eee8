package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.SuiteCase;
import java.util.Objects;

/**
 * A scripted accounting run: the learner's step is played through the bounded loop and judged
 * against the reference step's run on the same script. The expectation written in the case file
 * was checked against the reference when the suite was read.
 */
public record AccountingRunCase(CaseHeader header, AccountingRun run) implements SuiteCase {

    public AccountingRunCase {
        Objects.requireNonNull(header, "an accounting run has a header");
        Objects.requireNonNull(run, () -> "accounting run " + header.id() + " has no run");
    }
}
