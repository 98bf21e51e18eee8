package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import java.util.List;

/** The JSON shapes of an agent-loop case file, bound strictly: an unknown key is an error. */
final class AgentLoopCaseSpecs {

    private AgentLoopCaseSpecs() {}

    record FileSpec(List<RunSpec> runs, List<PropertySpec> properties) {}

    /** A scripted run; the observer defaults to none, the category to {@code stopping}. */
    record RunSpec(
            String id, String name, Category category, Visibility visibility, Integer points,
            Integer maxTurns, String system, String prompt, AgentLoopObserver observer,
            List<TurnSpec> script, AgentLoopDeclared expect) {}

    /** A response ({@code text} and {@code stop}) or a model that throws ({@code fail}). */
    record TurnSpec(String text, String stop, String fail) {}

    record PropertySpec(String id, String name, Visibility visibility, Integer points, Long seed, Integer tries) {}
}
