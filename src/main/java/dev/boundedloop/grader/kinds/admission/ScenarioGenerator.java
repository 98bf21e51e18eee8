package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.loop.Limits;
import dev.boundedloop.loop.LoopStatus;
import dev.boundedloop.loop.ScriptedCall;
import dev.boundedloop.loop.ScriptedTurn;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Seeded random scripted runs of the shop loop: small call and tool limits, varying costs per
 * attempt, provider failures and replies drawn from what the course's model does.
 */
final class ScenarioGenerator {

    private static final String[] SKUS = {"SKU-VANILLA", "SKU-CHOCOLATE", "SKU-STRAWBERRY"};
    private static final long[] DRAFT_BUDGETS = {0, 1100, 1500, 2500, 2600};
    private final SplittableRandom random;

    ScenarioGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    LoopScenario next(String id) {
        Limits limits = Limits.defaults()
                .withModelCalls(random.nextInt(0, 7))
                .withToolCalls(random.nextInt(0, 9))
                .withTotalOutputTokens(random.nextInt(20, 400))
                .withModelBudgetCents(random.nextLong(0, 151))
                .withEstimatedCallCents(random.nextLong(0, 41));
        if (random.nextBoolean()) {
            List<Long> schedule = new ArrayList<>();
            for (int i = random.nextInt(1, 7); i > 0; i--) {
                schedule.add(random.nextLong(0, 61));
            }
            limits = limits.withCostSchedule(schedule);
        }
        List<ScriptedTurn> script = new ArrayList<>();
        for (int i = random.nextInt(1, 8); i > 0; i--) {
            script.add(turn());
        }
        return scenario(id, limits, DRAFT_BUDGETS[random.nextInt(DRAFT_BUDGETS.length)], script);
    }

    static LoopScenario scenario(String id, Limits limits, long draftBudget, List<ScriptedTurn> script) {
        CaseHeader header = new CaseHeader(id, "generated run", Category.PROPERTY, Visibility.HIDDEN, 1);
        DeclaredRun unknown = new DeclaredRun(LoopStatus.COMPLETED, null, null, null, null, null, null, null);
        return new LoopScenario(header, limits, draftBudget, LoopScenario.Opening.COURSE, script, unknown);
    }

    private ScriptedTurn turn() {
        int tokens = random.nextInt(4) == 0 ? random.nextInt(0, 120) : 0;
        return switch (random.nextInt(10)) {
            case 0 -> new ScriptedTurn.Failure("provider unavailable");
            case 1 -> reply("", tokens);
            case 2, 3 -> reply("Drafts are ready for Lucy's review.", tokens);
            case 4 -> reply("", tokens, call("list_stock", Map.of()));
            case 5 -> reply("", tokens, call("draft_budget", Map.of()));
            case 6 -> reply("", tokens, call("supplier", Map.of("sku", sku())), call("supplier", Map.of("sku", sku())));
            case 7 -> reply("", tokens, call("draft_order", Map.of("sku", "SKU-VANILLA", "quantity", 6)));
            case 8 -> reply("", tokens, call("draft_order", Map.of("sku", "SKU-STRAWBERRY", "quantity", 4)));
            default -> reply("", tokens, call("draft_order", Map.of("sku", "SKU-VANILLA", "quantity", 6)),
                    call("draft_order", Map.of("sku", "SKU-STRAWBERRY", "quantity", 4)));
        };
    }

    private String sku() {
        return SKUS[random.nextInt(SKUS.length)];
    }

    private static ScriptedTurn reply(String content, int tokens, ScriptedCall... calls) {
        return new ScriptedTurn.Reply(content, List.of(calls), tokens);
    }

    private static ScriptedCall call(String name, Map<String, Object> arguments) {
        return new ScriptedCall(null, name, arguments);
    }
}
