package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.SuiteLoader;
import dev.boundedloop.grader.cases.SuiteFormatException;
import dev.boundedloop.grader.cases.UnknownAssignmentException;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.workers.WorkerPool;
import dev.boundedloop.grader.workers.WorkerPoolSettings;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * The suites and graders that the command line uses when it grades on this machine: the visible
 * parts built into the jar, or whole suites from a folder that a suite author has.
 */
public final class LocalGrading {

    /**
     * How long a one-shot grading waits for its worker to end once its input is closed: the first run
     * of a jar writes the workers' class-data archive as its worker ends, a few seconds on a busy machine.
     */
    private static final Duration WORKER_END_GRACE = Duration.ofSeconds(30);

    private LocalGrading() {}

    static SuiteCatalog catalog(Path casesDirectory) {
        SuiteLoader loader = KindRegistry.suiteLoader();
        return casesDirectory == null ? SuiteCatalog.builtIn(loader) : SuiteCatalog.directory(loader, casesDirectory);
    }

    public static Suite suite(Path casesDirectory, String assignment) {
        return readingSuites(casesDirectory, () -> catalog(casesDirectory).suite(assignment));
    }

    private static <T> T readingSuites(Path casesDirectory, Supplier<T> read) {
        try {
            return read.get();
        } catch (UnknownAssignmentException e) {
            throw new GraderCli.UsageProblem(e.getMessage());
        } catch (SuiteFormatException e) {
            if (casesDirectory == null) {
                throw e; // the jar's own copy: a fault of the build, not of how the command was called
            }
            // A suite author's folder: say which file is wrong instead of failing as an internal error.
            throw new GraderCli.UsageProblem("Cannot grade with --cases " + casesDirectory + ": " + e.getMessage());
        }
    }

    /** A worker JVM, as the service grades: verified, metered and in a process of its own. */
    static Graders open(boolean inProcess) {
        if (inProcess) {
            return new Graders(new InProcessSubmissionGrader(SandboxedGrader.create(KindRegistry.KINDS)),
                    () -> "graded in this process (--in-process): no worker JVM and no jail, the bytecode allowlist is"
                            + " the only wall", () -> {});
        }
        Graders startedAhead = WorkerHeadStart.take();
        return startedAhead != null ? startedAhead : openWorker();
    }

    /** One worker, started in the background; its own start in the jail is the jail's proof. */
    static Graders openWorker() {
        // One submission: warming the worker first would grade the starters for nothing, keeping its
        // compile would serve no later grading, and a first run may be a CI job's, whose cache is not kept.
        WorkerPool pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(1).withWarmUpRounds(0)
                .withCompileCacheBytes(0).withArchiveAtOnce(false));
        // Ended, not killed, so that its process is reaped and its CPU time counted in this command's.
        return new Graders(pool, () -> pool.protection().summary(), () -> pool.close(WORKER_END_GRACE));
    }

    /** A grader, what protects its grades (known once it has graded), and how to release what it started. */
    record Graders(SubmissionGrader grader, Supplier<String> protection, Runnable closer) implements AutoCloseable {
        @Override
        public void close() {
            closer.run();
        }
    }
}
