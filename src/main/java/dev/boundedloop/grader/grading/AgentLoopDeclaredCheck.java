package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.AgentLoopDeclared;
import java.util.Objects;

/** Holds a run to what its case file declares, field by field. */
final class AgentLoopDeclaredCheck {

    private AgentLoopDeclaredCheck() {}

    /** The first declared field the run contradicts, in words; null when it contradicts none. */
    static String contradiction(AgentLoopDeclared declared, AgentLoopObservation run) {
        AgentLoopObservation.Ending ending = run.ending();
        if (declared.modelCalls() != null && declared.modelCalls() != run.callCount()) {
            return "the case declares " + declared.modelCalls() + " model calls, the run made " + run.callCount();
        }
        if (declared.modelFailure() != null && declared.modelFailure() == ending.returned()) {
            return declared.modelFailure() ? "the case declares that the model's exception propagates, but the run returned"
                    : "the case declares that the run returns, but it " + ending.failure();
        }
        if (!ending.returned()) {
            return null;
        }
        if (declared.stopReason() != null && !declared.stopReason().equals(ending.stopReason())) {
            return "the case declares stopReason " + declared.stopReason() + ", the run gave " + ending.stopReason();
        }
        if (declared.turns() != null && declared.turns() != ending.turns()) {
            return "the case declares " + declared.turns() + " turns, the run gave " + ending.turns();
        }
        if (declared.finalText() != null && !Objects.equals(declared.finalText(), ending.finalText())) {
            return "the case declares finalText \"" + declared.finalText() + "\", the run gave \""
                    + AgentLoopCopies.shown(ending.finalText()) + "\"";
        }
        if (declared.messages() != null && declared.messages() != ending.transcript().size()) {
            return "the case declares " + declared.messages() + " messages in the transcript, the run gave "
                    + ending.transcript().size();
        }
        return null;
    }
}
