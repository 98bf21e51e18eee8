package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.SuiteCase;
import java.util.Objects;

/** A scripted run of the learner's agent loop, judged against the reference loop's run of the same script. */
public record AgentLoopScenario(CaseHeader header, AgentLoopRun run, AgentLoopDeclared declared) implements SuiteCase {

    public AgentLoopScenario {
        Objects.requireNonNull(run, () -> "agent-loop case " + header.id() + " has no run");
        declared = Objects.requireNonNullElse(declared, AgentLoopDeclared.NOTHING);
    }
}
