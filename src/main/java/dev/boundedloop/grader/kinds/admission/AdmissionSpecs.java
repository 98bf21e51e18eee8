package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.loop.LoopStatus;
import dev.boundedloop.policy.Admission;
import java.util.List;
import java.util.Map;

/** The JSON shapes of a suite's files, bound strictly: an unknown key is an error. */
final class AdmissionSpecs {

    private AdmissionSpecs() {}

    record CaseFileSpec(
            List<DecisionSpec> decisions, List<ScenarioSpec> scenarios, List<PropertySpec> properties) {}

    record DecisionSpec(
            String id, String name, Category category, Visibility visibility, Integer points,
            StateSpec state, Admission expected) {}

    record StateSpec(int usedCalls, int maxCalls, long spentCents, long nextCostCents, long budgetCents) {}

    record ScenarioSpec(
            String id, String name, Category category, Visibility visibility, Integer points,
            LimitsSpec limits, Long draftBudgetCents, LoopScenario.Opening opening,
            List<TurnSpec> script, ExpectSpec expect) {}

    /** Any limit left out keeps the loop's documented default. */
    record LimitsSpec(
            Integer modelCalls, Integer toolCalls, Long seconds, Integer contextBytes, Integer outputTokens,
            Integer totalOutputTokens, Long estimatedCallCents, Long modelBudgetCents, List<Long> costSchedule) {}

    /** A reply (content and/or calls, with output tokens) or, when {@code fail} is set, a provider failure. */
    record TurnSpec(String content, List<CallSpec> calls, Integer outputTokens, String fail) {}

    record CallSpec(String id, String name, Map<String, Object> arguments) {}

    record ExpectSpec(
            LoopStatus status, Integer modelCalls, Integer toolCalls, Long estimatedCostCents, Integer outputTokens,
            List<Boolean> okFlags, List<DeclaredRun.DeclaredRefusal> refusals, List<String> drafts) {}

    record PropertySpec(
            String id, String name, Visibility visibility, Integer points, PropertyCase.Kind kind,
            Long seed, Integer tries) {}
}
