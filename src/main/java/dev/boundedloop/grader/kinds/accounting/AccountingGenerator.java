package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.accounting.AttemptLimits;
import dev.boundedloop.accounting.Ledger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Seeded random accounting runs: small limits, costs that change between attempts, provider scripts
 * mixing failures, tool requests and answers, and failing tools. Small on purpose, so every limit,
 * the exact money fit and the precedence of the two refusals come up within a few hundred tries.
 */
final class AccountingGenerator {

    static final List<String> TOOLS = List.of("list_stock", "supplier", "draft_order");

    private final Random random;

    AccountingGenerator(long seed) {
        this.random = new Random(seed);
    }

    AccountingRun next() {
        AttemptLimits limits = new AttemptLimits(random.nextInt(6), random.nextInt(21), random.nextInt(7));
        List<Long> costs = new ArrayList<>();
        for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
            costs.add((long) random.nextInt(6));
        }
        List<AccountingTurn> script = new ArrayList<>();
        for (int i = 0, n = random.nextInt(7); i < n; i++) {
            script.add(turn());
        }
        Set<String> failing = new HashSet<>();
        for (String tool : TOOLS) {
            if (random.nextInt(10) < 3) {
                failing.add(tool);
            }
        }
        Ledger start = random.nextInt(5) == 0
                ? new Ledger(random.nextInt(3), random.nextInt(7), random.nextInt(4))
                : Ledger.EMPTY;
        return new AccountingRun(limits, costs, start, script, failing);
    }

    private AccountingTurn turn() {
        int kind = random.nextInt(10);
        if (kind < 3) {
            return AccountingTurn.fail("generated provider failure");
        }
        if (kind < 5) {
            return AccountingTurn.answer();
        }
        List<String> tools = new ArrayList<>();
        for (int i = 0, n = 1 + random.nextInt(3); i < n; i++) {
            tools.add(TOOLS.get(random.nextInt(TOOLS.size())));
        }
        return AccountingTurn.reply(tools);
    }
}
