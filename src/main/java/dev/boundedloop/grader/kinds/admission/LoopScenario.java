package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.loop.Limits;
import dev.boundedloop.loop.ScriptedTurn;
import java.util.List;
import java.util.Objects;

/**
 * A scripted run of the real bounded loop, with the learner's policy deciding admission. The grade
 * compares the learner's run with the reference policy's run on the same script; {@code declared}
 * is what the suite author states the reference run gives, checked by {@code suite-check}.
 */
public record LoopScenario(
        CaseHeader header,
        Limits limits,
        long draftBudgetCents,
        Opening opening,
        List<ScriptedTurn> script,
        DeclaredRun declared) implements SuiteCase {

    /** The conversation a run starts from: the course's replenishment prompt or the notebook's. */
    public enum Opening { COURSE, NOTEBOOK }

    public LoopScenario {
        Objects.requireNonNull(limits, () -> "scenario " + header.id() + " has no limits");
        Objects.requireNonNull(opening, () -> "scenario " + header.id() + " has no opening");
        script = List.copyOf(script);
        if (draftBudgetCents < 0) {
            throw new IllegalArgumentException("scenario " + header.id() + " has a negative draft budget");
        }
        Objects.requireNonNull(declared, () -> "scenario " + header.id() + " declares no expectation");
    }
}
