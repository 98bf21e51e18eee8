package dev.boundedloop.grader;

import dev.boundedloop.grader.hashing.Sha256;
import dev.boundedloop.grader.workers.JvmCommand;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The command that starts the service as a process of its own. Where the build has packaged the service
 * jar (failsafe names it in {@code tests.service-jar}), the service starts from that jar unpacked as the
 * operators' guide unpacks it, with a class-data archive of the classes a start loads: made once per jar
 * by a training start, shared by every test JVM of the run, and worth about 5 of the 13 CPU-seconds each
 * start to healthy takes here. Elsewhere (one class run from an IDE or the fast tier) it starts on this
 * JVM's class path, as before.
 */
final class ServiceLaunch {

    private static final String MAIN = AdmissionGraderApplication.class.getName();
    private static final String APPLICATION = "admission-grader.jar";
    private static final String ARCHIVE = "service.jsa";
    private static final long BOUND_MINUTES = 5;
    private static Path prepared;

    private ServiceLaunch() {}

    static List<String> command(List<String> jvmOptions, List<String> arguments) {
        String jar = System.getProperty("tests.service-jar", "");
        if (jar.isBlank() || !Files.isRegularFile(Path.of(jar))) {
            return JvmCommand.forMain(MAIN, jvmOptions, arguments);
        }
        Path folder = prepared(Path.of(jar), jvmOptions);
        List<String> command = new ArrayList<>();
        command.add(JvmCommand.javaExecutable());
        command.addAll(jvmOptions);
        command.add("-XX:SharedArchiveFile=" + folder.resolve(ARCHIVE));
        command.addAll(List.of("-cp", folder.resolve(APPLICATION).toString(), MAIN));
        command.addAll(arguments);
        return command;
    }

    /** The unpacked jar and its archive, made by the first test JVM of the run that needs them. */
    private static synchronized Path prepared(Path jar, List<String> jvmOptions) {
        if (prepared == null) {
            try {
                Path folder = jar.toAbsolutePath().resolveSibling("service-process").resolve(Sha256.ofFile(jar).substring(0, 16));
                Files.createDirectories(folder.getParent());
                try (FileChannel channel = FileChannel.open(folder.resolveSibling(folder.getFileName() + ".lock"),
                        StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                        FileLock held = channel.lock()) {
                    if (!Files.exists(folder.resolve("ready"))) {
                        prepare(jar, folder, jvmOptions);
                    }
                }
                prepared = folder;
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot prepare the service jar for test processes", e);
            }
        }
        return prepared;
    }

    private static void prepare(Path jar, Path folder, List<String> jvmOptions) throws IOException {
        delete(folder);
        run(List.of(JvmCommand.javaExecutable(), "-Djarmode=tools", "-jar", jar.toAbsolutePath().toString(),
                "extract", "--destination", folder.toString()), folder.getParent(), "unpacking " + jar);
        // The training start: the whole context on a database of its own, stopped once it is refreshed.
        List<String> training = new ArrayList<>(List.of(JvmCommand.javaExecutable()));
        training.addAll(jvmOptions);
        training.addAll(List.of("-XX:ArchiveClassesAtExit=" + folder.resolve(ARCHIVE), "-Dspring.context.exit=onRefresh",
                "-cp", folder.resolve(APPLICATION).toString(), MAIN, "serve", "--server.port=0",
                "--spring.datasource.url=jdbc:h2:mem:class-data-training", "--grader.queue.workers=0",
                "--grader.suites.visible-only=true", "--spring.main.banner-mode=off"));
        Path trainingFolder = Files.createDirectories(folder.resolve("training"));
        run(training, trainingFolder, "the training start");
        delete(trainingFolder);
        Files.createFile(folder.resolve("ready"));
    }

    private static void run(List<String> command, Path folder, String what) throws IOException {
        Path log = Files.createTempFile(folder, "prepare-", ".log");
        Process process = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        try {
            boolean ended = process.waitFor(BOUND_MINUTES, TimeUnit.MINUTES);
            if (!ended || process.exitValue() != 0) {
                process.destroyForcibly();
                throw new IllegalStateException(what + " failed (" + (ended ? "exit " + process.exitValue()
                        : "still running after " + BOUND_MINUTES + " minutes") + "):\n" + Files.readString(log));
            }
            Files.delete(log);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException(what + " was interrupted", e);
        }
    }

    private static void delete(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> paths = Files.walk(folder)) {
                for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }
}
