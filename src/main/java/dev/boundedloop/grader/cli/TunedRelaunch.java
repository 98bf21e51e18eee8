package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.workers.ClassDataArchive;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * A one-shot {@code grade} in a worker runs in a second JVM that the first starts with the options
 * {@code java -jar} cannot carry: the client compiler alone (in a command of two seconds the optimising
 * compiler's work never pays back, and it was about a third of the command's CPU) and a class-data
 * archive of the command line's own classes, which its second run writes as it ends, with the
 * workers' (a first run writes none: a CI job's cache may be thrown away with its machine). The first JVM
 * only waits and exits with the second's code; it ends the second if it is itself stopped.
 *
 * <p>Only {@code java -jar admission-grader-cli.jar grade ...} as typed is started again: any JVM option
 * on the command line (such as {@code -Dgrader.cli.relaunch=false}) keeps the command in the JVM it was
 * given, options and all. Learner code never runs in either: it runs in the worker JVM.
 */
final class TunedRelaunch {

    /** Set on the second JVM, so that it grades rather than starting a third. */
    static final String RELAUNCHED = "grader.cli.relaunched";
    /** {@code -Dgrader.cli.relaunch=false}: grade in the JVM the command was given. */
    static final String RELAUNCH = "grader.cli.relaunch";

    /** How long a stopped command waits for the JVM that grades to end. */
    private static final Duration ENDING = Duration.ofSeconds(10);

    /** The client compiler alone, and the collector with the least to start. */
    private static final List<String> COMPILER = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private TunedRelaunch() {}

    /**
     * Grades in a tuned JVM when {@code args} ask for a grading in a worker and this JVM was started as
     * the jar with no options; returns its exit code, or empty when this JVM is to run the command.
     */
    static OptionalInt run(String[] args) {
        if (System.getProperty(RELAUNCHED) != null || "false".equals(System.getProperty(RELAUNCH))
                || !WorkerHeadStart.asksForAWorker(args)) {
            return OptionalInt.empty();
        }
        ProcessHandle.Info self = ProcessHandle.current().info();
        Optional<Path> jar = startedAsJar(self.arguments().orElse(null), System.getProperty("java.class.path"));
        if (self.command().isEmpty() || jar.isEmpty()) {
            return OptionalInt.empty();
        }
        Optional<ClassDataArchive> archive = ClassDataArchive.forCommandLine(jar.get(), System.getenv());
        Path written = null;
        List<String> command = new ArrayList<>(List.of(self.command().get(), "-D" + RELAUNCHED + "=true",
                "-XX:+IgnoreUnrecognizedVMOptions"));
        command.addAll(COMPILER);
        try {
            if (archive.isPresent() && archive.get().ready()) {
                command.addAll(archive.get().jvmOptions());
            } else if (archive.isPresent() && ClassDataArchive.cacheUsedBefore(System.getenv())) {
                // Written only on a cache an earlier run used: a CI job's may be thrown away with its machine.
                written = writtenBeside(archive.get().file());
                // Quietly: the JVM names each class it cannot archive (picocli's, built for Java 5).
                command.addAll(List.of(ClassDataArchive.writingOption(written), "-Xlog:disable",
                        "-Xlog:all=error:stderr"));
            }
        } catch (IOException e) {
            written = null; // no archive this time; a later run tries again
        }
        command.addAll(List.of("-cp", jar.get().toString(), Main.class.getName()));
        command.addAll(List.of(args));
        try {
            return OptionalInt.of(waitFor(new ProcessBuilder(command).inheritIO().start()));
        } catch (IOException e) {
            return OptionalInt.empty(); // the JVM could not be started again: grade in this one
        } finally {
            keep(archive, written);
        }
    }

    /**
     * The jar this JVM runs, when it was started as {@code java -jar JAR ...} with nothing before
     * {@code -jar}; else empty.
     */
    static Optional<Path> startedAsJar(String[] jvmArguments, String classPath) {
        if (jvmArguments == null || jvmArguments.length < 2 || !jvmArguments[0].equals("-jar") || classPath == null
                || !classPath.endsWith(".jar")) {
            return Optional.empty();
        }
        Path jar = Path.of(classPath).toAbsolutePath();
        return Files.isRegularFile(jar) ? Optional.of(jar) : Optional.empty();
    }

    private static int waitFor(Process grading) {
        // Stopped (a cancelled CI job), this JVM stops the one that grades and waits for it, so that
        // nothing of the command outlives it.
        Thread ender = new Thread(() -> {
            grading.destroy();
            try {
                grading.waitFor(ENDING.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "grade-ender");
        Runtime.getRuntime().addShutdownHook(ender);
        try {
            return grading.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            grading.destroy();
            return ExitCodes.INTERNAL_ERROR;
        }
    }

    /** A file of its own for this run's archive, beside where it is kept: two runs at once write two. */
    private static Path writtenBeside(Path kept) throws IOException {
        Files.createDirectories(kept.getParent());
        Path written = Files.createTempFile(kept.getParent(), ClassDataArchive.COMMAND_LINE_KIND, ClassDataArchive.WRITING);
        Files.delete(written); // the JVM writes it as it ends
        return written;
    }

    private static void keep(Optional<ClassDataArchive> archive, Path written) {
        if (written == null) {
            return;
        }
        try {
            if (Files.isRegularFile(written) && Files.size(written) > 0) {
                archive.orElseThrow().keep(written);
            }
        } catch (IOException | RuntimeException e) {
            // not kept: the next run writes another
        } finally {
            try {
                Files.deleteIfExists(written);
            } catch (IOException e) {
                // a stray file in the cache folder, replaced by nothing and harmless
            }
        }
    }
}
