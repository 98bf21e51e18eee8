package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.loop.Limits;
import dev.boundedloop.loop.ScriptedCall;
import dev.boundedloop.loop.ScriptedTurn;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A scenario's input as the report shows it: the limits, the draft budget and the script. */
final class ScenarioJson {

    private ScenarioJson() {}

    static Map<String, Object> describe(Limits limits, long draftBudgetCents, String opening, List<ScriptedTurn> script) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("limits", limits(limits));
        map.put("draftBudgetCents", draftBudgetCents);
        map.put("opening", opening);
        map.put("script", script.stream().map(ScenarioJson::turn).toList());
        return map;
    }

    static Map<String, Object> limits(Limits limits) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("modelCalls", limits.modelCalls());
        map.put("toolCalls", limits.toolCalls());
        map.put("seconds", limits.seconds());
        map.put("contextBytes", limits.contextBytes());
        map.put("outputTokens", limits.outputTokens());
        map.put("totalOutputTokens", limits.totalOutputTokens());
        map.put("estimatedCallCents", limits.estimatedCallCents());
        map.put("modelBudgetCents", limits.modelBudgetCents());
        if (!limits.costSchedule().isEmpty()) {
            map.put("costSchedule", limits.costSchedule());
        }
        return map;
    }

    private static Map<String, Object> turn(ScriptedTurn turn) {
        Map<String, Object> map = new LinkedHashMap<>();
        if (turn instanceof ScriptedTurn.Failure failure) {
            map.put("fail", failure.message());
        } else if (turn instanceof ScriptedTurn.Reply reply) {
            if (!reply.content().isEmpty() || reply.calls().isEmpty()) {
                map.put("content", reply.content());
            }
            if (!reply.calls().isEmpty()) {
                map.put("calls", reply.calls().stream().map(ScenarioJson::call).toList());
            }
            if (reply.outputTokens() != 0) {
                map.put("outputTokens", reply.outputTokens());
            }
        }
        return map;
    }

    private static Map<String, Object> call(ScriptedCall call) {
        Map<String, Object> map = new LinkedHashMap<>();
        if (call.id() != null) {
            map.put("id", call.id());
        }
        map.put("name", call.name());
        map.put("arguments", call.arguments());
        return map;
    }
}
