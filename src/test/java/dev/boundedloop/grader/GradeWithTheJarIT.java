package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.tiers.PackagedJarTest;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
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

    @Test
    void theJarGradesInAWorkerAndNamesTheProtection(@TempDir Path work) throws Exception {
        Path jar = Path.of(System.getProperty("grader.jar", "target/admission-grader.jar"));
        Path copied = Files.copy(jar, work.resolve("grader.jar"));
        Path policy = Files.copy(TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java").toAbsolutePath(),
                work.resolve("Reference.java"));
        Process grade = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", copied.getFileName().toString(), "grade", "--assignment", "ch03-unit-a",
                policy.getFileName().toString())
                .directory(work.toFile()).redirectErrorStream(true).start();
        String output = new String(grade.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(grade.waitFor(5, TimeUnit.MINUTES)).isTrue();

        assertThat(grade.exitValue()).as(output).isZero();
        List<String> lines = output.lines().toList();
        assertThat(lines).anyMatch(line -> line.matches("ch03-unit-a {2}GRADED {2}score (\\d+)/\\1"));
        assertThat(lines).anyMatch(line -> line.startsWith("Protection: workers "));
        if ("required".equalsIgnoreCase(System.getenv(JailSettings.MODE_VARIABLE))) {
            assertThat(lines).as("where the jail is required, as in CI")
                    .anyMatch(line -> line.startsWith("Protection: workers jailed by the operating system"));
        }
    }
}
