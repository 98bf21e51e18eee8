package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.PackagedJarTest;
import dev.boundedloop.grader.workers.JvmCommand;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The service jar as an operator starts it, {@code java -jar admission-grader.jar serve}: it runs the bean
 * definitions the build worked out ahead of time, grades with them, and refuses a setting they would ignore.
 */
@PackagedJarTest
class PackagedServiceIT {

    private static final Path JAR = Path.of(System.getProperty("grader.jar", "target/admission-grader.jar"));

    @TempDir Path dir;

    @Test
    void startsFromItsAheadOfTimeDefinitionsAndGradesASubmission() {
        try (ServiceProcess service = ServiceProcess.startJar(dir, JAR, List.of())) {
            HttpApi api = service.api();
            String learner = api.createLearner(ServiceProcess.INSTRUCTOR, "packaged-service");
            String submission = api.submit(learner, HttpApi.catalogue("correct/Reference.java"));

            JsonNode report = api.finalReport(submission, learner);

            assertThat(report.get("status").asString()).isEqualTo("GRADED");
            assertThat(report.get("score").asInt()).isEqualTo(report.get("maxScore").asInt());
            assertThat(service.log()).contains("Starting AOT-processed AdmissionGraderApplication");
        }
    }

    /** A management port of its own is a feature the build left out: the start says so rather than ignore it. */
    @Test
    void refusesASettingItsDefinitionsWouldIgnoreAndSaysHowToHaveIt() throws Exception {
        Path output = dir.resolve("output.log");
        Process start = new ProcessBuilder(JvmCommand.javaExecutable(), "-XX:TieredStopAtLevel=1", "-jar",
                JAR.toAbsolutePath().toString(), "serve", "--server.port=0", "--management.server.port=0",
                "--grader.suites.visible-only=true", "--grader.queue.workers=0").directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(output.toFile()).start();
        try {
            assertThat(start.waitFor(2, TimeUnit.MINUTES)).as("the start ends").isTrue();
        } finally {
            start.destroyForcibly();
        }

        assertThat(start.exitValue()).isNotZero();
        assertThat(Files.readString(output)).contains("management.server.port=0", "-Dspring.aot.enabled=false");
    }
}
