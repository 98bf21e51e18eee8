package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.loop.ReferencePolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Checks that each scenario's declared expectation is what the reference policy's run gives, so a
 * suite author's mistake shows up in {@code suite-check} instead of in learners' grades.
 */
public final class DeclarationCheck {

    private DeclarationCheck() {}

    /** One line per declared field that the reference run contradicts; empty when all hold. */
    public static List<String> problems(Suite suite) {
        List<String> problems = new ArrayList<>();
        for (SuiteCase c : suite.cases()) {
            if (c instanceof LoopScenario scenario) {
                check(scenario, ScenarioRunner.run(scenario, new ReferencePolicy()).observation(), problems);
            }
        }
        return problems;
    }

    private static void check(LoopScenario scenario, RunObservation run, List<String> problems) {
        DeclaredRun declared = scenario.declared();
        String id = scenario.header().id();
        compare(id, "status", declared.status(), run.status(), problems);
        compare(id, "modelCalls", declared.modelCalls(), run.modelCalls(), problems);
        compare(id, "toolCalls", declared.toolCalls(), run.toolCalls(), problems);
        compare(id, "estimatedCostCents", declared.estimatedCostCents(), run.estimatedCostCents(), problems);
        compare(id, "outputTokens", declared.outputTokens(), run.outputTokens(), problems);
        compare(id, "okFlags", declared.okFlags(), run.trace().stream().map(step -> step.get("ok")).toList(), problems);
        compare(id, "refusals", declared.refusals(), run.refusals().stream().map(DeclarationCheck::refusal).toList(),
                problems);
        compare(id, "drafts", declared.drafts(), run.drafts(), problems);
    }

    private static DeclaredRun.DeclaredRefusal refusal(Map<String, Object> row) {
        return new DeclaredRun.DeclaredRefusal((String) row.get("call"), (Long) row.get("exposureCents"));
    }

    private static void compare(String id, String field, Object declared, Object actual, List<String> problems) {
        if (declared != null && !Objects.equals(declared, actual)) {
            problems.add(id + ": declares " + field + " " + declared + " but the reference run gives " + actual);
        }
    }
}
