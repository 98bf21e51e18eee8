package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.UnknownAssignmentException;
import dev.boundedloop.grader.grading.ClassPreparation;
import dev.boundedloop.grader.grading.Grader;
import dev.boundedloop.grader.grading.UnmeteredIsolation;
import dev.boundedloop.grader.sandbox.InMemoryCompiler;
import dev.boundedloop.grader.sandbox.PolicyApiClasspath;
import java.nio.file.Path;

/** The grader and suites that the command line uses when it grades on this machine. */
final class LocalGrading {

    private LocalGrading() {}

    static SuiteCatalog catalog(Path casesDirectory) {
        return casesDirectory == null ? SuiteCatalog.packaged() : SuiteCatalog.directory(casesDirectory);
    }

    static Suite suite(Path casesDirectory, String assignment) {
        try {
            return catalog(casesDirectory).suite(assignment);
        } catch (UnknownAssignmentException e) {
            throw new GraderCli.UsageProblem(e.getMessage());
        }
    }

    /**
     * Grades in this process. Learner code is compiled against the learner API only, but it is
     * neither verified nor metered here: local grading is for one's own code, not hostile code.
     */
    static Grader grader() {
        return new Grader(new InMemoryCompiler(PolicyApiClasspath.extractToTemporaryDirectory()),
                ClassPreparation.TRUSTED_CODE_ONLY, new UnmeteredIsolation());
    }
}
