package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.grading.GreedyShrinker;
import dev.boundedloop.loop.Limits;
import dev.boundedloop.loop.ScriptedTurn;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** Shrinks a failing generated run: fewer turns, lower limits, cheaper attempts, while it still fails. */
final class ScenarioShrinker {

    private static final int MAX_STEPS = 200;

    private ScenarioShrinker() {}

    static GreedyShrinker.Shrunk<LoopScenario> shrink(LoopScenario failing, Predicate<LoopScenario> stillFails) {
        return GreedyShrinker.shrink(failing, ScenarioShrinker::candidates, stillFails, MAX_STEPS);
    }

    private static List<LoopScenario> candidates(LoopScenario s) {
        List<LoopScenario> out = new ArrayList<>();
        List<ScriptedTurn> script = s.script();
        for (int i = 0; i < script.size() && script.size() > 1; i++) {
            List<ScriptedTurn> fewer = new ArrayList<>(script);
            fewer.remove(i);
            out.add(with(s, s.limits(), fewer));
        }
        Limits l = s.limits();
        if (!l.costSchedule().isEmpty()) {
            out.add(with(s, l.withCostSchedule(List.of()), script));
            out.add(with(s, l.withCostSchedule(l.costSchedule().subList(0, l.costSchedule().size() - 1)), script));
        }
        if (l.modelCalls() > 0) out.add(with(s, l.withModelCalls(l.modelCalls() - 1), script));
        if (l.toolCalls() > 0) out.add(with(s, l.withToolCalls(l.toolCalls() - 1), script));
        if (l.estimatedCallCents() > 0) out.add(with(s, l.withEstimatedCallCents(l.estimatedCallCents() / 2), script));
        if (l.modelBudgetCents() > 0) out.add(with(s, l.withModelBudgetCents(l.modelBudgetCents() / 2), script));
        return out;
    }

    private static LoopScenario with(LoopScenario s, Limits limits, List<ScriptedTurn> script) {
        return ScenarioGenerator.scenario(s.header().id(), limits, s.draftBudgetCents(), script);
    }
}
