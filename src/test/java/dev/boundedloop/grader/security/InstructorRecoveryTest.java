package dev.boundedloop.grader.security;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * An operator who lost every instructor token sets the bootstrap variable to a new value and restarts:
 * that value works as an instructor token from then on, is added once however often the service starts,
 * and each start warns that it is set.
 */
@ServiceTest
class InstructorRecoveryTest {

    @TempDir Path dir;

    @Test
    void aBootstrapTokenSetOnADatabaseWithInstructorsIsAddedOnceAndWorks() {
        String url = "jdbc:h2:file:" + dir.resolve("grader") + ";AUTO_SERVER=FALSE";
        try (ServiceInstance first = ServiceInstance.startWithBootstrapToken("the-first-token-that-got-lost", url)) {
            assertThat(first.api().get("/api/instructor/tokens", "the-first-token-that-got-lost").statusCode()).isEqualTo(200);
        }

        List<String> warned = warningsWhile(() -> {
            try (ServiceInstance recovered = ServiceInstance.startWithBootstrapToken("a-new-token-set-to-recover", url)) {
                HttpApi api = recovered.api();
                assertThat(api.get("/api/instructor/tokens", "a-new-token-set-to-recover").statusCode()).isEqualTo(200);
                assertThat(instructorTokens(api, "a-new-token-set-to-recover")).isEqualTo(2);
            }
        });
        assertThat(warned).anySatisfy(w -> assertThat(w).contains("GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN")
                .contains("has been added"));

        List<String> again = warningsWhile(() -> {
            try (ServiceInstance restarted = ServiceInstance.startWithBootstrapToken("a-new-token-set-to-recover", url)) {
                assertThat(instructorTokens(restarted.api(), "a-new-token-set-to-recover")).as("added once").isEqualTo(2);
            }
        });
        assertThat(again).noneSatisfy(w -> assertThat(w).contains("has been added"));
        assertThat(again).anySatisfy(w -> assertThat(w).contains("GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN")
                .contains("is set"));
    }

    private static long instructorTokens(HttpApi api, String token) {
        JsonNode listed = HttpApi.json(api.get("/api/instructor/tokens", token));
        JsonNode items = listed.has("items") ? listed.get("items") : listed;
        return items.valueStream().filter(t -> "INSTRUCTOR".equals(t.get("role").asString()))
                .filter(t -> !t.hasNonNull("revokedAt")).count();
    }

    /**
     * The WARN lines of InstructorBootstrap that the service wrote to its console while the action ran. Read from
     * standard output, since the service sets its logging up afresh as it starts, dropping appenders added before.
     */
    private static List<String> warningsWhile(Runnable action) {
        String console = InstructorBootstrapTest.capturingStdout(action);
        System.out.print(console);
        return console.lines().filter(line -> line.contains(" WARN ") && line.contains("InstructorBootstrap")).toList();
    }
}
