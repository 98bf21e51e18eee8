package dev.boundedloop.loop;

import java.util.List;
import java.util.Map;

/** The course notebook's fixtures, as Java: its messages, scripted turns and limits. */
public final class CourseScripts {

    /** The extension's system and user messages for the recorded transcript. */
    public static final List<Message> LOOP_MESSAGES = List.of(
            Message.system("Help Lucy prepare replenishment drafts. First call list_stock. For each product "
                    + "with needed > 0, call draft_order with exactly that quantity; do not draft products "
                    + "with needed = 0. Drafts count against a draft budget in USD cents. If a draft is "
                    + "refused, call draft_budget and say what could not be drafted. Drafts are proposals, "
                    + "never purchases. Finish with a short summary in USD cents."),
            Message.user("Prepare replenishment drafts from current stock. State USD amounts."));

    /**
     * The recorded transcript: stock; both supplier prices; the vanilla and strawberry drafts (1500 plus
     * 1100 against a 2500 budget, so strawberry is refused); the budget; the answer.
     */
    public static final List<ScriptedTurn> RECORDED_TURNS = List.of(
            ScriptedTurn.calls(ScriptedCall.of("list_stock", Map.of())),
            ScriptedTurn.calls(
                    ScriptedCall.of("supplier", Map.of("sku", "SKU-VANILLA")),
                    ScriptedCall.of("supplier", Map.of("sku", "SKU-STRAWBERRY"))),
            ScriptedTurn.calls(
                    ScriptedCall.of("draft_order", Map.of("sku", "SKU-VANILLA", "quantity", 6)),
                    ScriptedCall.of("draft_order", Map.of("sku", "SKU-STRAWBERRY", "quantity", 4))),
            ScriptedTurn.calls(ScriptedCall.of("draft_budget", Map.of())),
            ScriptedTurn.answer("Drafted 6 vanilla at 250 cents, 1500 cents in total. Strawberry needs 4 at 275 "
                    + "cents, 1100 cents, which would take drafts to 2600 cents against a 2500 cents budget, so "
                    + "it was refused and needs Lucy's decision. Chocolate is above its reorder point. Nothing "
                    + "was purchased."));

    /** The main practical's three turns, with the notebook's explicit call ids. */
    public static final List<ScriptedTurn> OPENING_TURNS = List.of(
            ScriptedTurn.calls(ScriptedCall.withId("stock-1", "list_stock", Map.of())),
            ScriptedTurn.calls(
                    ScriptedCall.withId("draft-v", "draft_order", Map.of("sku", "SKU-VANILLA", "quantity", 6)),
                    ScriptedCall.withId("draft-s", "draft_order", Map.of("sku", "SKU-STRAWBERRY", "quantity", 4))),
            ScriptedTurn.answer("Drafts total 2600 cents USD. No purchase was made."));

    /** The main practical's system and user messages. */
    public static final List<Message> INITIAL_MESSAGES = List.of(
            Message.system("Use stock tools to prepare drafts. Never purchase."),
            Message.user("What needs ordering?"));

    /** The extension's limits: 8 model calls, 16 tool calls, 120 s, 4096/16384 tokens, 2 cents a call, 20 cents. */
    public static final Limits LOOP_LIMITS = Limits.defaults()
            .withModelCalls(8)
            .withToolCalls(16)
            .withSeconds(120)
            .withOutputTokens(4096)
            .withTotalOutputTokens(16_384)
            .withEstimatedCallCents(2)
            .withModelBudgetCents(20);

    /** The main practical's run_loop defaults: 4 model calls at 2 cents against 8 cents. */
    public static final Limits OPENING_LIMITS =
            Limits.defaults().withModelCalls(4).withEstimatedCallCents(2).withModelBudgetCents(8);

    /** The extension's draft budget in cents. */
    public static final long DRAFT_BUDGET_CENTS = 2500;

    private CourseScripts() {}
}
