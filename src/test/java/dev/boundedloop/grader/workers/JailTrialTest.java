package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.jail.JailMode;
import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.jail.JailUnavailableException;
import dev.boundedloop.grader.jail.Protection;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A jail is tried with a JVM of its own only when no worker has shown that it works: the first worker
 * that answers from inside it is proof enough, and a trial then tells a jail that cannot work from a
 * worker that failed for another reason. A jail whose limit of one process leaves no JVM a thread to
 * start stands for a jail that cannot work.
 */
@ProcessTest
class JailTrialTest {

    private static final Duration PROOF = Duration.ofSeconds(60);
    /** A JVM cannot start a second thread under this limit. */
    private static final int NO_THREADS = 1;

    @BeforeEach
    void needsTheJail() {
        JailOnThisMachine.requireOrSkip();
    }

    @Test
    void aWorkerThatAnswersFromInsideTheJailIsItsTrialAndNoTrialJvmStarts(@TempDir Path folder) throws Exception {
        Path log = folder.resolve("bubblewrap-calls.log");
        Path bubblewrap = loggingBubblewrap(folder, log);
        JailSettings jail = jail(JailMode.REQUIRED, bubblewrap.toString(), JailSettings.defaults().maxProcesses());

        try (WorkerPool pool = pool(jail)) {
            assertThat(pool.awaitProof(PROOF).jailed()).isTrue();
        }

        List<List<String>> calls = Files.readAllLines(log).stream().map(line -> Arrays.asList(line.split(" "))).toList();
        assertThat(calls).as("the worker's own start went through the logging bubblewrap").anyMatch(call ->
                call.contains(WorkerMain.class.getName()));
        assertThat(calls).as("no JVM was started in the jail only to try it").noneMatch(call -> call.contains("-version"));
    }

    @Test
    void inAutoModeAJailNoJvmCanStartInIsTriedAndItsWorkersStartUnjailed() throws Exception {
        try (WorkerPool pool = pool(jail(JailMode.AUTO, JailSettings.defaults().bubblewrap(), NO_THREADS))) {
            Protection protection = pool.awaitProof(PROOF);

            assertThat(protection.jailed()).isFalse();
            assertThat(protection.shortfall()).contains("a JVM would not start in the jail");
            assertThat(pool.protection().summary()).contains("workers NOT jailed");
            pool.awaitReady(PROOF);
            assertThat(pool.idleWorkers()).as("an unjailed worker took the jailed one's place").isEqualTo(1);
        }
    }

    @Test
    void whereTheJailIsRequiredAJailNoJvmCanStartInRefusesToGradeAndSaysWhy() {
        try (WorkerPool pool = pool(jail(JailMode.REQUIRED, JailSettings.defaults().bubblewrap(), NO_THREADS))) {
            assertThatThrownBy(() -> pool.awaitProof(PROOF)).isInstanceOf(JailUnavailableException.class)
                    .hasMessageContaining("grader.sandbox.jail.mode=required")
                    .hasMessageContaining("a JVM would not start in the jail");
            assertThatThrownBy(() -> pool.grade(null, new byte[0])).as("grading refuses at once, grading nothing")
                    .isInstanceOf(JailUnavailableException.class);
            assertThat(pool.idleWorkers()).isZero();
        }
    }

    /** The default jail but for its mode, its bubblewrap program and its process limit. */
    private static JailSettings jail(JailMode mode, String bubblewrap, int processes) {
        JailSettings defaults = JailSettings.defaults();
        return new JailSettings(mode, bubblewrap, defaults.firstUid(), defaults.uidCount(), processes,
                defaults.maxOpenFiles(), defaults.maxFileBytes(), defaults.tmpBytes());
    }

    /** Bubblewrap behind a script that writes down each call's arguments, one line per call. */
    private static Path loggingBubblewrap(Path folder, Path log) throws Exception {
        Path real = Arrays.stream(System.getenv("PATH").split(":")).map(dir -> Path.of(dir, "bwrap"))
                .filter(Files::isExecutable).findFirst().orElse(Path.of("/usr/bin/bwrap"));
        Path script = folder.resolve("bwrap");
        Files.writeString(script, "#!/bin/sh\necho \"$@\" >> '" + log + "'\nexec " + real + " \"$@\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    private static WorkerPool pool(JailSettings jail) {
        return new WorkerPool(WorkerPoolSettings.defaults().withSize(1).withClassPath(JvmCommand.classPath())
                .withJail(jail));
    }
}
