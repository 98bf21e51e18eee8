package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.accounting.StepStatus;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import java.util.List;

/** The JSON shapes of the accounting unit's case files, bound strictly: an unknown key is an error. */
final class AccountingSpecs {

    private AccountingSpecs() {}

    record CaseFileSpec(List<RunSpec> runs, List<PropertySpec> properties) {}

    /**
     * @param costs each attempt's estimate in order; the last repeats
     * @param start the ledger the run starts from; absent means empty
     * @param provider the scripted attempts; attempts past the end fail
     * @param expect what the reference step's run must give; checked when the suite is read
     */
    record RunSpec(
            String id, String name, Category category, Visibility visibility, Integer points,
            LimitsSpec limits, List<Long> costs, LedgerSpec start, List<TurnSpec> provider,
            List<String> failingTools, ExpectSpec expect) {}

    record LimitsSpec(Integer maxCalls, Long budgetCents, Integer maxTools) {}

    record LedgerSpec(int calls, long cents, int tools) {}

    /** Exactly one of: a failure's message, the tools a reply asks for, or a final answer. */
    record TurnSpec(String fail, List<String> tools, String answer) {}

    /**
     * @param ledger (calls, cents) after each step that reached the provider, as in the seed's trace
     */
    record ExpectSpec(StepStatus end, List<List<Long>> ledger, Integer providerAttempts, Integer toolRuns) {}

    record PropertySpec(String id, String name, Visibility visibility, Integer points, Long seed, Integer tries) {}
}
