package dev.boundedloop.grader.similarity;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A service whose JPlag folder holds no bridge starts and grades all the same; a similarity run fails
 * with a message that says JPlag is not installed and names the setting, and the next run is free to
 * start once the operators have mended it.
 */
@ServiceTest
class SimilarityWithoutJplagTest extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String PATH = "/api/instructor/assignments/" + HttpApi.ASSIGNMENT + "/similarity";

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:similarity-without-jplag;DB_CLOSE_DELAY=-1",
                "--grader.similarity.jplag-folder=target/no-jplag-here"));
    }

    @Test
    void aRunFailsSayingJplagIsNotInstalledAndTheServiceGoesOn() {
        for (String learner : new String[] {"ann", "ben"}) {
            String token = api.createLearner(INSTRUCTOR, learner);
            String id = api.submit(token, HttpApi.catalogue("correct/Reference.java"));
            assertThat(api.finalReport(id, token).get("status").asString()).isEqualTo("GRADED");
        }

        HttpResponse<String> started = api.send(api.request(PATH, INSTRUCTOR)
                .POST(HttpRequest.BodyPublishers.noBody()).build());
        assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
        String id = json(started).get("id").asString();
        JsonNode failed = api.pollUntil(PATH + "/" + id, INSTRUCTOR,
                body -> body.get("state").asString().matches("DONE|FAILED"), Duration.ofSeconds(60));

        assertThat(failed.get("state").asString()).isEqualTo("FAILED");
        assertThat(failed.get("message").asString()).contains("JPlag is not installed", "no-jplag-here",
                "grader.similarity.jplag-folder");
        assertThat(api.get("/actuator/health", null).statusCode()).isEqualTo(200);
        HttpResponse<String> again = api.send(api.request(PATH, INSTRUCTOR).POST(HttpRequest.BodyPublishers.noBody()).build());
        assertThat(again.statusCode()).as("a failed run holds no lock on the assignment").isEqualTo(202);
    }
}
