package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.tiers.PackagedJarTest;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.workers.WorkerJar;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CI grading hook as a learner's build runs it: the packaged jar, named by a path relative to
 * the working directory, grades a policy in a worker JVM started from inside the jar, and says what
 * protected the grading.
 */
@PackagedJarTest
@ProcessTest
class GradeWithTheJarIT {

    @TempDir static Path work;
    /** The service jar's grade with its own workers, which both tests read: made once. */
    private static List<String> ownWorkers;

    @Test
    void theJarGradesInAWorkerAndNamesTheProtection() throws Exception {
        List<String> lines = gradeWithOwnWorkers();

        assertThat(lines).anyMatch(line -> line.matches("ch03-unit-a {2}GRADED {2}score (\\d+)/\\1"));
        assertThat(lines).anyMatch(line -> line.startsWith("Protection: workers "));
        if ("required".equalsIgnoreCase(System.getenv(JailSettings.MODE_VARIABLE))) {
            assertThat(lines).as("where the jail is required, as in CI")
                    .anyMatch(line -> line.startsWith("Protection: workers jailed by the operating system"));
        }
    }

    /** As the Docker image runs it: the service's jar starts its workers from the learner's jar beside it. */
    @Test
    void theServiceJarGradesTheSameWithWorkersFromTheLearnersJar() throws Exception {
        Path learnersJar = Path.of(System.getProperty("grader.cli.jar", "target/admission-grader-cli.jar"));
        Path beside = Files.copy(learnersJar, work.resolve("admission-grader-cli.jar"));

        List<String> own = gradeWithOwnWorkers();
        Path cli = Files.createDirectory(work.resolve("cli"));
        // A cache an earlier run used: only there does a one-shot grading write the workers' archive.
        Files.createDirectories(cli.resolve("cache/admission-grader/class-data"));
        List<String> fromTheLearnersJar = gradeWithTheServiceJar(cli, beside);

        assertThat(fromTheLearnersJar).anyMatch(line -> line.matches("ch03-unit-a {2}GRADED {2}score (\\d+)/\\1"));
        assertThat(fromTheLearnersJar).isEqualTo(own);
        assertThat(workerArchives(work.resolve("own"))).as("workers on the service's jar have no archive").isEmpty();
        assertThat(workerArchives(work.resolve("cli"))).as("a trusted run wrote one for the workers on the learner's jar").hasSize(1);
    }

    private static synchronized List<String> gradeWithOwnWorkers() throws Exception {
        if (ownWorkers == null) {
            ownWorkers = gradeWithTheServiceJar(Files.createDirectory(work.resolve("own")), null);
        }
        return ownWorkers;
    }

    /** The class-data archives of workers started from one plain jar, in the cache folder of a run in {@code work}. */
    private static List<Path> workerArchives(Path work) throws IOException {
        Path archives = work.resolve("cache/admission-grader/class-data");
        if (!Files.isDirectory(archives)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(archives)) {
            return files.filter(file -> file.getFileName().toString().matches("worker-.*\\.jsa")).toList();
        }
    }

    /** The output lines of the service jar's {@code grade}, its workers started from {@code workerJar} if named. */
    private static List<String> gradeWithTheServiceJar(Path work, Path workerJar) throws Exception {
        Path jar = Path.of(System.getProperty("grader.jar", "target/admission-grader.jar"));
        Path copied = Files.copy(jar, work.resolve("grader.jar"));
        Path policy = Files.copy(TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java").toAbsolutePath(),
                work.resolve("Reference.java"));
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", copied.getFileName().toString(), "grade", "--assignment", "ch03-unit-a",
                policy.getFileName().toString())
                .directory(work.toFile()).redirectErrorStream(true);
        builder.environment().put("XDG_CACHE_HOME", work.resolve("cache").toString());
        builder.environment().remove(WorkerJar.VARIABLE);
        if (workerJar != null) {
            builder.environment().put(WorkerJar.VARIABLE, workerJar.toString());
        }
        Process grade = builder.start();
        String output = new String(grade.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(grade.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(grade.exitValue()).as(output).isZero();
        return output.lines().toList();
    }
}
