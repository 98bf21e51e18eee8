package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.UnknownAssignmentException;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.sandbox.SandboxedGrader;
import dev.boundedloop.grader.sandbox.worker.WorkerPool;
import dev.boundedloop.grader.sandbox.worker.WorkerPoolSettings;
import java.nio.file.Path;

/** The suites and graders that the command line uses when it grades on this machine. */
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
     * A worker JVM, as the service grades: verified, metered and in a process of its own. Suites
     * from {@code --cases} are not packaged, so they are graded in this process, still verified and
     * metered.
     */
    static Graders open(Path casesDirectory, boolean inProcess) {
        SuiteCatalog catalog = catalog(casesDirectory);
        if (inProcess || casesDirectory != null) {
            return new Graders(new InProcessSubmissionGrader(catalog, SandboxedGrader.create()), () -> {});
        }
        WorkerPool pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(1), catalog);
        return new Graders(pool, pool::close);
    }

    /** A grader and how to release what it started. */
    record Graders(SubmissionGrader grader, Runnable closer) implements AutoCloseable {
        @Override
        public void close() {
            closer.run();
        }
    }
}
