package dev.boundedloop.grader.agentloop;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HiddenCaseSecrets;
import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/** The agent-loop assignment through the service over real HTTP, graded by its worker JVMs. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.datasource.url=jdbc:h2:mem:agent-loop-service;DB_CLOSE_DELAY=-1", "grader.queue.workers=1",
        "grader.security.bootstrap-instructor-token=" + AgentLoopServiceTest.INSTRUCTOR})
@ServiceTest
class AgentLoopServiceTest {

    static final String INSTRUCTOR = "agent-loop-instructor-token";
    private static final String ASSIGNMENT = AgentLoopSuiteTest.ASSIGNMENT;
    private static final Suite SUITE = TestSuites.whole(ASSIGNMENT);

    @LocalServerPort int port;
    HttpApi api;
    String learner;

    @BeforeEach
    void learner() {
        api = new HttpApi(port);
        learner = api.createLearner(INSTRUCTOR, "loop-" + UUID.randomUUID().toString().substring(0, 8));
    }

    @Test
    void learnersSeeTheAssignmentItsApiAndAStarterThatImplementsIt() {
        JsonNode listed = StreamSupport.stream(json(api.get("/api/assignments", learner)).spliterator(), false)
                .filter(a -> a.get("id").asString().equals(ASSIGNMENT)).findFirst().orElseThrow();

        assertThat(listed.get("learnerApi").asString()).isEqualTo("agent-loop");
        assertThat(listed.get("implement").asString()).isEqualTo("dev.boundedloop.agentloop.AgentLoop");
        assertThat(listed.get("hiddenCases").asLong())
                .isEqualTo(SUITE.cases().stream().filter(c -> c.header().visibility() == Visibility.HIDDEN).count());
        assertThat(api.get("/api/assignments/" + ASSIGNMENT + "/starter", learner).body())
                .contains("public class Starter implements AgentLoop", "throw new UnsupportedOperationException");
    }

    @Test
    void theReferenceLoopScoresFullMarks() throws Exception {
        JsonNode report = gradedReport(catalogue("correct/Reference.java"));

        assertThat(report.get("status").asString()).isEqualTo("GRADED");
        assertThat(report.get("score").asInt()).isEqualTo(report.get("maxScore").asInt()).isEqualTo(SUITE.maxScore());
    }

    @Test
    void aLoopThatSwallowsModelErrorsPassesTheVisibleCasesAndLearnsOnlyWhichHiddenOnesItFailed() throws Exception {
        JsonNode report = gradedReport(catalogue("wrong/SwallowsModelErrors.java"));

        List<JsonNode> cases = new ArrayList<>();
        report.get("cases").values().forEach(cases::add);
        assertThat(report.get("score").asInt()).isLessThan(report.get("maxScore").asInt());
        assertThat(cases).filteredOn(c -> c.get("visibility").asString().equals("VISIBLE"))
                .allSatisfy(c -> assertThat(c.get("outcome").asString()).isEqualTo("PASS"));
        assertThat(cases).filteredOn(c -> !c.get("outcome").asString().equals("PASS"))
                .isNotEmpty()
                .allSatisfy(c -> {
                    assertThat(c.get("visibility").asString()).isEqualTo("HIDDEN");
                    assertThat(c.get("category").asString()).isIn("model_failure", "property");
                    assertThat(c.has("input") || c.has("expected") || c.has("message")).isFalse();
                });
        assertThat(secretsALearnerCannotHold().foundIn(report.toString())).isEmpty();
    }

    private JsonNode gradedReport(String source) {
        String id = json(api.postJson("/api/submissions", learner, Map.of("assignment", ASSIGNMENT, "source", source)))
                .get("id").asString();
        return api.finalReport(id, learner);
    }

    private static String catalogue(String file) throws Exception {
        return Files.readString(AgentLoopSuiteTest.FOLDER.resolve("catalogue").resolve(file));
    }

    private static HiddenCaseSecrets secretsALearnerCannotHold() {
        StringBuilder visiblePart = new StringBuilder();
        SuiteBundle.fromDirectory(AgentLoopSuiteTest.FOLDER).files().forEach((name, bytes) -> {
            if (!name.contains("/") && !name.endsWith("-hidden.json")) {
                visiblePart.append(new String(bytes, StandardCharsets.UTF_8)).append('\n');
            }
        });
        return HiddenCaseSecrets.of(SUITE).notIn(visiblePart.toString());
    }
}
