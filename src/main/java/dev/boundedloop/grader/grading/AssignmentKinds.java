package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.CaseFileReader;
import dev.boundedloop.grader.cases.LearnerApi;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteLoader;
import java.util.List;

/**
 * The assignment kinds the grader knows, as the engine is handed them. The list itself is the
 * registry's ({@code dev.boundedloop.grader.kinds.KindRegistry}): the engine is given it rather than
 * reaching for it, because the kinds are built on the engine.
 */
public record AssignmentKinds(List<AssignmentKind> all) {

    public AssignmentKinds {
        all = List.copyOf(all);
    }

    /** The kind of the suite's assignment. */
    public AssignmentKind of(Suite suite) {
        return of(suite.assignment().learnerApi());
    }

    public AssignmentKind of(LearnerApi api) {
        return CaseFileReader.byApiId(all, api.id());
    }

    /** A loader that reads the case files of every kind here. */
    public SuiteLoader suiteLoader() {
        return new SuiteLoader(all);
    }
}
