package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which starts of the learner's jar are started again in a tuned JVM: the jar as typed, and nothing else. */
class TunedRelaunchTest {

    @TempDir Path dir;

    @Test
    void theJarStartedWithNoOptionsIsStartedAgain() throws IOException {
        Path jar = Files.createFile(dir.resolve("admission-grader-cli.jar"));

        assertThat(TunedRelaunch.startedAsJar(new String[] {"-jar", jar.toString(), "grade"}, jar.toString()))
                .contains(jar.toAbsolutePath());
    }

    @Test
    void anyJvmOptionKeepsTheCommandInTheJvmItWasGiven() throws IOException {
        Path jar = Files.createFile(dir.resolve("admission-grader-cli.jar"));

        assertThat(TunedRelaunch.startedAsJar(new String[] {"-Dgrader.cli.relaunch=false", "-jar", jar.toString(),
                "grade"}, jar.toString())).isEmpty();
        assertThat(TunedRelaunch.startedAsJar(new String[] {"-Xmx1g", "-jar", jar.toString()}, jar.toString())).isEmpty();
    }

    @Test
    void aClassPathOrAnUnknownCommandLineIsNotStartedAgain() throws IOException {
        Path jar = Files.createFile(dir.resolve("admission-grader-cli.jar"));

        assertThat(TunedRelaunch.startedAsJar(new String[] {"-cp", jar.toString(), "dev.boundedloop.grader.cli.Main"},
                jar.toString())).as("started by its class, not as the jar").isEmpty();
        assertThat(TunedRelaunch.startedAsJar(new String[] {"-jar", jar.toString()}, dir.toString()))
                .as("a class path of folders (tests)").isEmpty();
        assertThat(TunedRelaunch.startedAsJar(null, jar.toString())).as("the system does not say").isEmpty();
        assertThat(TunedRelaunch.startedAsJar(new String[] {"-jar", "gone.jar"}, dir.resolve("gone.jar").toString()))
                .isEmpty();
    }
}
