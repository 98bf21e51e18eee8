package dev.boundedloop.grader.suites;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A service started where its suites folder is not refuses to start and says which folder and which
 * setting, rather than grade every learner with the visible cases alone; grading with those is a
 * choice an operator makes with a setting of its own.
 */
@ServiceTest
class SuitesFolderAtStartTest {

    @TempDir Path dir;

    @Test
    void aMissingSuitesFolderStopsTheStartAndNamesTheFolderAndTheSettings() {
        Path missing = dir.resolve("no-grader-cases");

        assertThatThrownBy(() -> ServiceInstance.start("jdbc:h2:mem:no-suites;DB_CLOSE_DELAY=-1",
                "--grader.suites.folder=" + missing, "--grader.queue.workers=0").close())
                .rootCause().hasMessageContaining("The suites folder " + missing.toAbsolutePath())
                .hasMessageContaining("grader.suites.folder").hasMessageContaining("grader.suites.visible-only=true");
    }

    @Test
    void visibleOnlyOnPurposeGradesWithTheJarsVisibleCases() {
        try (ServiceInstance service = ServiceInstance.start("jdbc:h2:mem:visible-only;DB_CLOSE_DELAY=-1",
                "--grader.suites.folder=" + dir.resolve("no-grader-cases"), "--grader.suites.visible-only=true",
                "--grader.queue.workers=0")) {
            HttpApi api = service.api();
            String learner = api.createLearner(ServiceInstance.INSTRUCTOR, "visible-only-learner");

            JsonNode assignments = HttpApi.json(api.get("/api/assignments", learner));

            assertThat(assignments).as("%s", assignments).isNotEmpty()
                    .allSatisfy(a -> assertThat(a.get("hiddenCases").asInt()).as("%s", a).isZero());
            JsonNode unitA = HttpApi.json(api.get("/api/assignments", ServiceInstance.INSTRUCTOR)).valueStream()
                    .filter(a -> a.get("id").asString().equals("ch03-unit-a")).findFirst().orElseThrow();
            assertThat(unitA.get("maxScore").asInt()).as("the visible cases' points alone").isLessThan(109);

            // Health says so, to an instructor, without taking the service out of its load balancer.
            JsonNode component = HttpApi.json(api.get("/actuator/health/hiddenCases", ServiceInstance.INSTRUCTOR));
            assertThat(component.get("status").asString()).as("%s", component).isEqualTo("HIDDEN_CASES_NOT_GRADED");
            assertThat(component.get("details").get("visibleOnly").asBoolean()).isTrue();
            assertThat(component.get("details").get("withoutHiddenCases").valueStream().map(JsonNode::asString))
                    .contains("ch03-unit-a");
            JsonNode overall = HttpApi.json(api.get("/actuator/health", null));
            assertThat(overall.get("status").asString()).as("%s", overall).isEqualTo("UP");
            // What the dashboard's banner reads, and what the learner page reads for its notice.
            JsonNode state = HttpApi.json(api.get("/api/instructor/hidden-cases", ServiceInstance.INSTRUCTOR));
            assertThat(state.get("visibleOnly").asBoolean()).isTrue();
            assertThat(state.get("withoutHiddenCases").valueStream().map(a -> a.get("assignment").asString()))
                    .contains("ch03-unit-a");
            JsonNode mine = HttpApi.json(api.get("/api/me/assignments", learner));
            assertThat(mine).isNotEmpty().allSatisfy(a -> assertThat(a.get("hiddenCases").asInt()).as("%s", a).isZero());
        }
    }

    @Test
    void aServiceThatGradesItsHiddenCasesIsUpOnThatCount() {
        HttpApi api = SharedService.onH2().api();

        JsonNode component = HttpApi.json(api.get("/actuator/health/hiddenCases", ServiceInstance.INSTRUCTOR));
        JsonNode state = HttpApi.json(api.get("/api/instructor/hidden-cases", ServiceInstance.INSTRUCTOR));

        assertThat(component.get("details").get("visibleOnly").asBoolean()).isFalse();
        assertThat(state.get("visibleOnly").asBoolean()).isFalse();
        // The deployment's assignments all have hidden cases; another test class may have added one that has none.
        assertThat(state.get("withoutHiddenCases").valueStream().map(a -> a.get("assignment").asString()))
                .doesNotContain("ch03-unit-a", "ch03-unit-b", "l01-agent-loop");
        assertThat(component.get("status").asString()).as("%s", component)
                .isEqualTo(state.get("withoutHiddenCases").isEmpty() ? "UP" : "HIDDEN_CASES_NOT_GRADED");
    }
}
