package dev.boundedloop.loop;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Shared test fixtures: the course's shop, scripted turns and the reference loop. */
final class Fixtures {

    private Fixtures() {}

    /** The extension's toolkit: the standard shop behind the 2500 cents draft budget, kept in memory. */
    static ShopToolkit shopToolkit() {
        return ShopTools.build(ShopFixture.standard(), CourseScripts.DRAFT_BUDGET_CENTS, new InMemoryDraftStore());
    }

    static BoundedLoop referenceLoop(Limits limits) {
        return new BoundedLoop(new ReferencePolicy(), limits);
    }

    /** Runs the recorded transcript under the given limits with the reference policy on a fresh toolkit. */
    static LoopResult recordedRun(Limits limits) {
        return referenceLoop(limits).run(
                new ScriptedModel(CourseScripts.RECORDED_TURNS), shopToolkit().dispatcher(), CourseScripts.LOOP_MESSAGES);
    }

    /** A turn requesting list_stock under an explicit id, which the loop runs without side effects. */
    static ScriptedTurn.Reply stockCall(String id) {
        return ScriptedTurn.calls(ScriptedCall.withId(id, "list_stock", Map.of()));
    }

    /** {@code count} turns each requesting list_stock, with ids {@code prefix-1} onwards: a model that never stops. */
    static List<ScriptedTurn> stockCalls(String prefix, int count) {
        List<ScriptedTurn> turns = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            turns.add(stockCall(prefix + "-" + i));
        }
        return turns;
    }

    /** The notebook's tuple: status, model calls, tool calls and estimated cents. */
    static List<Object> counts(LoopResult result) {
        return List.of(result.status(), result.modelCalls(), result.toolCalls(), result.estimatedCostCents());
    }

    static List<String> roles(List<Message> messages) {
        return messages.stream().map(Message::role).toList();
    }

    /**
     * Whether every tool message answers the assistant message right before its run of observations,
     * and that message requested its id.
     */
    static boolean wellFormed(List<Message> messages) {
        Message requester = null;
        for (Message message : messages) {
            if (!Message.TOOL.equals(message.role())) {
                requester = message;
            } else if (requester == null || !Message.ASSISTANT.equals(requester.role())
                    || requester.toolCalls().stream().noneMatch(call -> call.id().equals(message.toolCallId()))) {
                return false;
            }
        }
        return true;
    }
}
