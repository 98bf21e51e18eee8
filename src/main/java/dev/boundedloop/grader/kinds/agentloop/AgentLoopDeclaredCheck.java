package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCase;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Holds a run to what its case file declares, field by field. */
public final class AgentLoopDeclaredCheck {

    private AgentLoopDeclaredCheck() {}

    /**
     * One line per agent-loop case whose declaration the reference loop's run contradicts, as
     * the admission policy's kind gives for its loop scenarios: a suite author's mistake, for {@code suite-check}.
     */
    public static List<String> problems(Suite suite) {
        List<String> problems = new ArrayList<>();
        for (SuiteCase c : suite.cases()) {
            if (c instanceof AgentLoopScenario scenario) {
                String contradiction = contradiction(scenario.declared(), AgentLoopHarness.reference(scenario.run()),
                        "the reference run");
                if (contradiction != null) {
                    problems.add(scenario.header().id() + ": " + contradiction);
                }
            }
        }
        return problems;
    }

    /**
     * The first declared field the run contradicts, in words; null when it contradicts none.
     *
     * @param whose the run, in words: "this run" or "the reference run"
     */
    static String contradiction(AgentLoopDeclared declared, AgentLoopObservation run, String whose) {
        AgentLoopObservation.Ending ending = run.ending();
        if (declared.modelCalls() != null && declared.modelCalls() != run.callCount()) {
            return "the case declares " + declared.modelCalls() + " model calls, " + whose + " made " + run.callCount();
        }
        if (declared.modelFailure() != null && declared.modelFailure() == ending.returned()) {
            return declared.modelFailure()
                    ? "the case declares that the model's exception propagates, but " + whose + " returned"
                    : "the case declares that the run returns, but " + whose + " " + ending.failure();
        }
        if (!ending.returned()) {
            return null;
        }
        if (declared.stopReason() != null && !declared.stopReason().equals(ending.stopReason())) {
            return "the case declares stopReason " + declared.stopReason() + ", " + whose + " gave " + ending.stopReason();
        }
        if (declared.turns() != null && declared.turns() != ending.turns()) {
            return "the case declares " + declared.turns() + " turns, " + whose + " gave " + ending.turns();
        }
        if (declared.finalText() != null && !Objects.equals(declared.finalText(), ending.finalText())) {
            return "the case declares finalText \"" + declared.finalText() + "\", " + whose + " gave \""
                    + AgentLoopCopies.shown(ending.finalText()) + "\"";
        }
        if (declared.messages() != null && declared.messages() != ending.transcript().size()) {
            return "the case declares " + declared.messages() + " messages in the transcript, " + whose + " gave "
                    + ending.transcript().size();
        }
        return null;
    }
}
