package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.jail.JailMode;
import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JDK classes' archive: made from what a worker loads as it warms up, mapped by a worker on this
 * build's class path of folders (which no archive of the grader's own classes allows), and, when it
 * is damaged, left out or refused by the JVM so that a worker still starts.
 */
@ProcessTest
class JdkClassArchiveTest {

    @TempDir static Path cache;
    private static WorkerLauncher launcher;
    private static JdkClassArchive archive;

    @BeforeAll
    static void makeTheArchive() throws IOException {
        // Only its listing command is used: the workers here are started directly, unjailed.
        launcher = new WorkerLauncher(WorkerPoolSettings.defaults().withClassPath(JvmCommand.classPath())
                .withJail(JailSettings.defaults().withMode(JailMode.OFF)));
        archive = JdkClassArchive.forThisJdk(Map.of(ClassDataArchive.CACHE_VARIABLE, cache.toString())).orElseThrow();
        assertThat(archive.ready()).as("none before it is made").isFalse();
        assertThat(archive.make(Files.createDirectories(cache.resolve("scratch")), launcher::classListing)).isTrue();
    }

    @AfterAll
    static void closeTheLauncher() {
        launcher.close();
    }

    @Test
    void aWorkerOnTheClassesFoldersMapsTheArchiveMadeFromWhatAWorkerLoads() throws Exception {
        assertThat(archive.ready()).isTrue();

        assertThat(mappedBy(JdkClassArchive.jvmOptions(archive.file()))).as("the archive among the worker's mappings").isTrue();
    }

    @Test
    void aDamagedArchiveIsLeftOutOrRefusedAndTheWorkerStillStarts() throws Exception {
        byte[] whole = Files.readAllBytes(archive.file());
        try {
            byte[] noise = new byte[whole.length];
            new Random(7).nextBytes(noise);
            for (byte[] damage : List.of(noise, new byte[0], Arrays.copyOf(whole, 4096))) {
                replace(damage);
                assertThat(archive.ready()).isFalse();
            }
            // Its size and first bytes whole, damaged within: the JVM's checksums refuse it, and the worker starts without.
            byte[] flipped = whole.clone();
            Arrays.fill(flipped, flipped.length / 2, flipped.length / 2 + 64, (byte) 0xff);
            replace(flipped);
            assertThat(archive.ready()).isTrue();
            assertThat(mappedBy(JdkClassArchive.jvmOptions(archive.file()))).as("a damaged archive mapped").isFalse();
        } finally {
            replace(whole);
        }
    }

    @Test
    void onlyTheRuntimeImagesClassesAreListedForTheArchive() {
        List<String> listed = List.of("# NOTE: Do not modify this file.", "java/lang/Object id: 0",
                "com/sun/tools/javac/main/Main id: 7", "dev/boundedloop/grader/workers/WorkerMain id: 9",
                "tools/jackson/databind/JsonNode id: 11", "@lambda-proxy dev/boundedloop/grader/X run ()V", "jdk/internal/misc/Unsafe id: 3");

        assertThat(JdkClassArchive.jdkClasses(listed)).containsExactly("java/lang/Object id: 0",
                "com/sun/tools/javac/main/Main id: 7", "jdk/internal/misc/Unsafe id: 3");
    }

    private static void replace(byte[] content) throws IOException {
        archive.file().toFile().setWritable(true);
        Files.write(archive.file(), content);
    }

    /**
     * Starts a worker with these options on this build's class path and reads its memory map once it has
     * said it is ready; then ends it by closing its input.
     */
    private static boolean mappedBy(List<String> options) throws Exception {
        Path folder = Files.createTempDirectory(cache, "worker");
        List<String> jvm = new ArrayList<>(options);
        jvm.add("-Xshare:auto");
        jvm.addAll(WorkerStart.REAL.warmedUp(0).jvmOptions());
        ProgressBoard board = ProgressBoard.create(folder.resolve("progress.board"));
        Process worker = new ProcessBuilder(JvmCommand.forMain(WorkerStart.REAL.mainClass(), jvm,
                List.of(board.file().toString()))).directory(folder.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            byte[] firstEvent = new byte[4];
            assertThat(worker.getInputStream().readNBytes(firstEvent, 0, 4)).as("the worker answered").isEqualTo(4);
            return Files.readString(Path.of("/proc", Long.toString(worker.pid()), "maps")).contains(archive.file().toString());
        } finally {
            worker.getOutputStream().close();
            if (!worker.waitFor(60, TimeUnit.SECONDS)) {
                worker.destroyForcibly();
            }
        }
    }
}
