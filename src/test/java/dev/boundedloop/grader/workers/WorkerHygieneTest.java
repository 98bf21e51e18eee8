package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.LockProbe;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Workers keep what they write in a folder of their own, and nothing of it outlives them: not their
 * progress board, not the learner API javac reads, not a pool that died without closing.
 */
@ProcessTest
class WorkerHygieneTest {

    @Test
    void aWorkersFilesStayInItsFolderAndGoWithThePool() throws Exception {
        Path folders;
        try (WorkerPool pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(1))) {
            var report = pool.grade(TestSuites.whole("ch03-unit-a"),
                    Files.readAllBytes(TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java")));
            assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
            folders = pool.workerFolders();

            List<Path> workers = children(folders).filter(Files::isDirectory).toList();
            assertThat(workers).hasSize(1);
            assertThat(workers.get(0).resolve("progress.board")).exists();
            assertThat(children(workers.get(0).resolve("tmp")).map(p -> p.getFileName().toString()))
                    .as("the learner API javac compiles against is extracted in the worker's own temporary folder")
                    .anyMatch(name -> name.startsWith("learner-api"));

            pool.workerPids().forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
            awaitGone(workers.get(0));
        }
        assertThat(folders).as("a closed pool leaves no folder behind").doesNotExist();
    }

    @Test
    void aStartingPoolRemovesTheFoldersOfPoolsThatDiedWithoutClosing() throws Exception {
        Path temporary = Path.of(System.getProperty("java.io.tmpdir"));
        Path abandoned = Files.createDirectories(Files.createTempDirectory("grader-workers-").resolve("worker-1/tmp"))
                .getParent().getParent();
        Files.writeString(abandoned.resolve(".owner"), "");
        Files.writeString(abandoned.resolve("worker-1/progress.board"), "0123456789abcdef");
        Path notOurs = Files.createTempDirectory(temporary, "grader-workers-");

        try (WorkerPool pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(1))) {
            assertThat(abandoned).as("no live pool holds its owner lock").doesNotExist();
            assertThat(notOurs).as("a folder without an owner file may be a pool still making it").exists();
            assertThat(pool.workerFolders()).as("the new pool's own folder").exists();
        } finally {
            Files.deleteIfExists(notOurs);
        }
    }

    /**
     * A second pool's sweep in the same JVM leaves the first pool's owner lock held as every other
     * process sees it (closing any channel to a locked file drops the process's lock), so another
     * grader's sweep on this host never takes a live pool's folders for abandoned.
     */
    @Test
    void aLivePoolKeepsItsFoldersWhenAnotherPoolOfItsJvmStarts() throws Exception {
        try (WorkerPool first = new WorkerPool(WorkerPoolSettings.defaults().withSize(1))) {
            Path owner = first.workerFolders().resolve(".owner");
            assertThat(LockProbe.heldAsAnotherProcessSees(owner)).as("held while the first pool alone lives").isTrue();

            try (WorkerPool second = new WorkerPool(WorkerPoolSettings.defaults().withSize(1))) {
                assertThat(second.workerFolders()).exists();
                assertThat(LockProbe.heldAsAnotherProcessSees(owner)).as("held after the second pool's sweep").isTrue();
            }
            assertThat(first.workerFolders()).exists();
        }
        Path unheld = Files.writeString(Files.createTempFile("unheld", ".lock"), "");
        assertThat(LockProbe.heldAsAnotherProcessSees(unheld)).as("the probe tells a free lock").isFalse();
        Files.delete(unheld);
    }

    private static Stream<Path> children(Path folder) throws Exception {
        try (Stream<Path> listed = Files.list(folder)) {
            return listed.toList().stream();
        }
    }

    /** A killed worker's folder goes once its process has ended, which the kernel reports a moment later. */
    private static void awaitGone(Path folder) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (Files.exists(folder) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(folder).as("a killed worker's folder").doesNotExist();
    }
}
