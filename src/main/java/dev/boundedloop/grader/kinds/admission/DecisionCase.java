package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.grader.cases.CaseHeader;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionState;
import java.util.Objects;

/** A single state and the admission the reference rule gives for it. */
public record DecisionCase(CaseHeader header, AdmissionState state, Admission expected) implements SuiteCase {

    public DecisionCase {
        Objects.requireNonNull(state, () -> "decision case " + header.id() + " has no state");
        Objects.requireNonNull(expected, () -> "decision case " + header.id() + " has no expected admission");
    }
}
