package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.CaseFileReader;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCase;
import java.util.List;
import java.util.Optional;

/**
 * One kind of assignment, as the suite loader and the grading engine see it: the learner API its
 * learners implement, how its case files read ({@link CaseFileReader}), how its cases run, and what
 * a suite check asks of it. Each kind is a package of its own under {@code dev.boundedloop.grader.kinds};
 * the engine knows a kind only through this interface, in the list it is handed
 * ({@link AssignmentKinds}), so it never depends on a kind's package.
 */
public interface AssignmentKind extends CaseFileReader {

    /**
     * Runs one of this kind's cases against the learner's class. Learner code runs only through
     * {@link GradingRun#isolate}.
     */
    CaseExecution execute(SuiteCase suiteCase, GradingRun run);

    /** What {@link #execute} throws for a case of another kind: a fault of the grader's, never the learner's. */
    static IllegalStateException notOfThisKind(SuiteCase suiteCase) {
        return new IllegalStateException("no executor for a case of kind " + suiteCase.getClass().getSimpleName());
    }

    /**
     * One line per case whose declared expectation the reference implementation's run contradicts: a
     * suite author's mistake, reported by {@code suite-check} instead of showing in learners' grades.
     */
    default List<String> declarationProblems(Suite suite) {
        return List.of();
    }

    /**
     * The reference's transcript of the loop case {@code caseId}, recomputed from the suite, for a
     * learner to read beside their own; empty for a case that runs no loop or that the suite lacks.
     */
    default Optional<CaseTranscript> referenceTranscript(Suite suite, String caseId) {
        return Optional.empty();
    }
}
