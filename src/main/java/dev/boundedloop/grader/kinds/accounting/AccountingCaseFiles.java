package dev.boundedloop.grader.kinds.accounting;

import static java.util.Objects.requireNonNullElse;

import dev.boundedloop.accounting.AttemptLimits;
import dev.boundedloop.accounting.Ledger;
import dev.boundedloop.grader.cases.CaseFileReader;
import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.grader.kinds.accounting.AccountingSpecs.CaseFileSpec;
import dev.boundedloop.grader.kinds.accounting.AccountingSpecs.ExpectSpec;
import dev.boundedloop.grader.kinds.accounting.AccountingSpecs.LimitsSpec;
import dev.boundedloop.grader.kinds.accounting.AccountingSpecs.PropertySpec;
import dev.boundedloop.grader.kinds.accounting.AccountingSpecs.RunSpec;
import dev.boundedloop.grader.kinds.accounting.AccountingSpecs.TurnSpec;
import dev.boundedloop.references.ReferenceChargedStep;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;

/**
 * Reads one case file of the accounting unit: scripted runs and properties. A run's declared
 * expectation is played with the reference step as it is read, so a suite author's slip (a ledger
 * that does not add up) is an error naming the case, never a wrong grade.
 */
public final class AccountingCaseFiles {

    private static final int RUN_POINTS = 2;
    private static final int PROPERTY_POINTS = 4;

    private AccountingCaseFiles() {}

    public static List<SuiteCase> read(byte[] bytes, String file, CaseFileReader.SpecParser parser) {
        CaseFileSpec spec = parser.parse(bytes, file, CaseFileSpec.class);
        if (spec == null || (spec.runs() == null && spec.properties() == null)) {
            throw new IllegalArgumentException("an accounting case file holds 'runs' and/or 'properties'");
        }
        List<SuiteCase> cases = new ArrayList<>();
        for (RunSpec run : requireNonNullElse(spec.runs(), List.<RunSpec>of())) {
            cases.add(run(Objects.requireNonNull(run, "a run is null")));
        }
        for (PropertySpec property : requireNonNullElse(spec.properties(), List.<PropertySpec>of())) {
            cases.add(property(Objects.requireNonNull(property, "a property is null")));
        }
        return cases;
    }

    private static AccountingRunCase run(RunSpec r) {
        try {
            CaseHeader header = new CaseHeader(r.id(), r.name(), requireNonNullElse(r.category(), Category.LOOP),
                    r.visibility(), requireNonNullElse(r.points(), RUN_POINTS));
            AccountingRun run = new AccountingRun(limits(r.limits()), require(r.costs(), "costs"),
                    r.start() == null ? Ledger.EMPTY : new Ledger(r.start().calls(), r.start().cents(), r.start().tools()),
                    requireNonNullElse(r.provider(), List.<TurnSpec>of()).stream().map(AccountingCaseFiles::turn).toList(),
                    new HashSet<>(requireNonNullElse(r.failingTools(), List.<String>of())));
            checkDeclared(run, require(r.expect(), "expect"));
            return new AccountingRunCase(header, run);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalArgumentException("run " + r.id() + ": " + e.getMessage(), e);
        }
    }

    private static AttemptLimits limits(LimitsSpec l) {
        require(l, "limits");
        return new AttemptLimits(require(l.maxCalls(), "limits.maxCalls"), require(l.budgetCents(), "limits.budgetCents"),
                require(l.maxTools(), "limits.maxTools"));
    }

    private static AccountingTurn turn(TurnSpec t) {
        require(t, "a provider turn");
        int given = (t.fail() != null ? 1 : 0) + (t.tools() != null ? 1 : 0) + (t.answer() != null ? 1 : 0);
        if (given != 1) {
            throw new IllegalArgumentException("a provider turn has exactly one of 'fail', 'tools' or 'answer', this one "
                    + given);
        }
        if (t.fail() != null) {
            return AccountingTurn.fail(t.fail());
        }
        if (t.tools() != null) {
            if (t.tools().isEmpty()) {
                throw new IllegalArgumentException("a turn with 'tools' asks for at least one; write 'answer' for a final reply");
            }
            return AccountingTurn.reply(t.tools());
        }
        return AccountingTurn.answer();
    }

    /** The reference step's run must give what the file declares; each declared field is compared. */
    private static void checkDeclared(AccountingRun run, ExpectSpec expect) {
        require(expect.end(), "expect.end");
        require(expect.ledger(), "expect.ledger");
        AccountingObservation reference = AccountingRunner.play(run, new ReferenceChargedStep());
        List<String> problems = new ArrayList<>();
        if (!expect.end().name().equals(reference.end())) {
            problems.add("end " + expect.end() + " but the reference run ends with " + reference.end());
        }
        if (!expect.ledger().equals(reference.ledgerPairs())) {
            problems.add("ledger " + expect.ledger() + " but the reference run gives " + reference.ledgerPairs());
        }
        if (expect.providerAttempts() != null && expect.providerAttempts() != reference.providerAttempts()) {
            problems.add("providerAttempts " + expect.providerAttempts() + " but the reference run makes "
                    + reference.providerAttempts());
        }
        if (expect.toolRuns() != null && expect.toolRuns() != reference.toolRuns()) {
            problems.add("toolRuns " + expect.toolRuns() + " but the reference run makes " + reference.toolRuns());
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("declares " + String.join("; ", problems));
        }
    }

    private static AccountingPropertyCase property(PropertySpec p) {
        try {
            CaseHeader header = new CaseHeader(p.id(), p.name(), Category.PROPERTY, p.visibility(),
                    requireNonNullElse(p.points(), PROPERTY_POINTS));
            return new AccountingPropertyCase(header, require(p.seed(), "seed"), require(p.tries(), "tries"));
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new IllegalArgumentException("property " + p.id() + ": " + e.getMessage(), e);
        }
    }

    private static <T> T require(T value, String field) {
        if (value == null) {
            throw new IllegalArgumentException("has no " + field);
        }
        return value;
    }
}
