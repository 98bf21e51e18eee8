package dev.boundedloop.grader.accounting;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.util.Map;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;

/**
 * A learner of the accounting unit, over real HTTP: the assignment names its API and interface, the
 * starter is the unfinished step, and the step that charges after the provider returns is shown the
 * seed's own ledger next to its own, while the hidden runs stay hidden.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.datasource.url=jdbc:h2:mem:unit-b-over-http;DB_CLOSE_DELAY=-1", "grader.queue.workers=1",
        "grader.security.bootstrap-instructor-token=" + UnitBOverHttpTest.INSTRUCTOR})
@ServiceTest
class UnitBOverHttpTest {

    static final String INSTRUCTOR = "unit-b-instructor-token";
    private static final String ASSIGNMENT = "ch03-unit-b";

    @LocalServerPort int port;
    HttpApi api;
    String learner;

    @BeforeEach
    void learner() {
        api = new HttpApi(port);
        learner = api.createLearner(INSTRUCTOR, "unit-b-" + UUID.randomUUID().toString().substring(0, 8));
    }

    @Test
    void theAssignmentNamesItsApiAndItsStarterIsTheUnfinishedStep() {
        JsonNode unitB = StreamSupport.stream(json(api.get("/api/assignments", learner)).spliterator(), false)
                .filter(a -> a.get("id").asString().equals(ASSIGNMENT)).findFirst().orElseThrow();

        assertThat(unitB.get("learnerApi").asString()).isEqualTo("attempt-accounting");
        assertThat(unitB.get("implement").asString()).isEqualTo("dev.boundedloop.accounting.ChargedStep");
        assertThat(api.get("/api/assignments/" + ASSIGNMENT + "/starter", learner).body())
                .contains("implements ChargedStep", "throw new UnsupportedOperationException");
    }

    @Test
    void chargingAfterTheProviderReturnsShowsTheSeedsLedgerAndHidesTheHiddenRuns() throws IOException {
        String source = Files.readString(TestSuites.FOLDER.resolve(ASSIGNMENT + "/catalogue/wrong/ChargesAfterTheProviderReturns.java"));

        HttpResponse<String> answered = api.postJson("/api/submissions?wait=60", learner,
                Map.of("assignment", ASSIGNMENT, "source", source));

        assertThat(answered.statusCode()).as(answered.body()).isEqualTo(200);
        JsonNode report = json(answered);
        assertThat(report.get("status").asString()).isEqualTo("GRADED");
        assertThat(report.get("score").asInt()).isLessThan(report.get("maxScore").asInt());
        JsonNode seed = caseNamed(report, "seed-failing-provider");
        assertThat(seed.get("outcome").asString()).isEqualTo("FAIL");
        assertThat(seed.get("expected").get("ledger").toString()).isEqualTo("[\"(1, 2)\",\"(2, 4)\",\"(3, 6)\"]");
        assertThat(seed.get("observed").get("ledger").size()).isEqualTo(5);
        assertThat(seed.get("message").asString()).contains("expected (1, 2), (2, 4), (3, 6), observed (0, 0)");
        JsonNode hidden = caseNamed(report, "exhausted-fixture");
        assertThat(hidden.get("outcome").asString()).isEqualTo("FAIL");
        for (String detail : new String[] {"name", "input", "expected", "observed", "message"}) {
            assertThat(hidden.hasNonNull(detail)).as(detail).isFalse();
        }
        assertThat(answered.body()).doesNotContain("fixture exhausted", "3141592653");
    }

    private static JsonNode caseNamed(JsonNode report, String id) {
        return StreamSupport.stream(report.get("cases").spliterator(), false)
                .filter(c -> c.get("id").asString().equals(id)).findFirst().orElseThrow();
    }
}
