package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.cli.service.ServiceMain;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.workers.JvmCommand;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --help} and {@code --version} on the jar's entry point print and exit, in a real JVM in an
 * empty folder: they used to start the service (a new database, a printed token, and a CI job that
 * never ends).
 */
@ProcessTest
class PrintAndExitTest {

    @TempDir Path emptyFolder;

    @ParameterizedTest
    @ValueSource(strings = {"--help", "--version", "-V"})
    void printsAndExitsWithoutStartingTheService(String option) throws Exception {
        Path output = emptyFolder.resolve("output.txt");
        Process process = new ProcessBuilder(JvmCommand.forMain(ServiceMain.class.getName(),
                        List.of("-Xmx256m"), List.of(option)))
                .directory(emptyFolder.toFile())
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        boolean exited = process.waitFor(60, TimeUnit.SECONDS);
        if (!exited) {
            process.destroyForcibly();
        }

        assertThat(exited).as("exited on its own").isTrue();
        assertThat(process.exitValue()).isZero();
        String printed = Files.readString(output, StandardCharsets.UTF_8);
        if (option.equals("--help")) {
            assertThat(printed).contains("Usage: admission-grader").contains("grade");
        } else {
            assertThat(printed.strip()).isEqualTo("admission-grader " + projectVersion());
        }
        assertThat(emptyFolder.resolve("data")).as("no database was created").doesNotExist();
    }

    /** The version Maven builds, as pom.xml declares it. */
    private static String projectVersion() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"));
        int artifact = pom.indexOf("<artifactId>admission-grader</artifactId>");
        int start = pom.indexOf("<version>", artifact) + "<version>".length();
        return pom.substring(start, pom.indexOf("</version>", start));
    }
}
