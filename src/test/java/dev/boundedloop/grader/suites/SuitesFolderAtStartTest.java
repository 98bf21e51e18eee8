package dev.boundedloop.grader.suites;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
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
        }
    }
}
