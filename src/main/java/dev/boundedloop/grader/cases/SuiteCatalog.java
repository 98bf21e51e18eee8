package dev.boundedloop.grader.cases;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The assignments a grader knows, and the suite each one is graded with now. */
public interface SuiteCatalog {

    List<String> ids();

    /** The assignment's suite; an unknown id is an error that lists the known ones. */
    Suite suite(String assignmentId);

    /** The suite a new submission is graded with; where assignments can be retired, a retired one takes none. */
    default Suite forNewSubmission(String assignmentId) {
        return suite(assignmentId);
    }

    /**
     * The suite that graded a report, found by the sha256 the report names: the active one or, where
     * versions are kept, an older version. Empty when the catalogue no longer has it.
     */
    default Optional<Suite> gradedWith(String assignmentId, String suiteSha256) {
        return Optional.of(suite(assignmentId)).filter(suite -> suite.sha256().equals(suiteSha256));
    }

    /** The visible parts of the suites built into the grader, listed in {@code grader-cases/assignments.json}. */
    static SuiteCatalog builtIn(SuiteLoader loader) {
        return FileSuiteCatalog.builtIn(loader);
    }

    /** Whole suites in a folder laid out like {@code grader-cases/}, on the machine of a suite author or the service. */
    static SuiteCatalog directory(SuiteLoader loader, Path root) {
        return FileSuiteCatalog.directory(loader, root);
    }
}
