package dev.boundedloop.grader.security;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * CI tokens' quota of their own ({@code grader.course.ci-submissions-per-hour}), on a service of its own
 * that allows CI two submissions an hour: every CI token issued for a learner counts against it together,
 * and when it is full the learner still submits, on an assignment that sets no quota of its own.
 */
@ServiceTest
class CiQuotaTest extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String CORRECT = HttpApi.catalogue("correct/Reference.java");

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:ci-quota;DB_CLOSE_DELAY=-1",
                "--grader.course.ci-submissions-per-hour=2"));
    }

    private static String ciTokenFor(String learner) {
        HttpResponse<String> issued = api.send(api.request("/api/instructor/learners/" + learner + "/ci-tokens",
                INSTRUCTOR).POST(HttpRequest.BodyPublishers.noBody()).build());
        assertThat(issued.statusCode()).as(issued.body()).isEqualTo(201);
        return json(issued).get("token").asString();
    }

    private static HttpResponse<String> submit(String token) {
        return api.postJson("/api/submissions", token, Map.of("assignment", HttpApi.ASSIGNMENT, "source", CORRECT));
    }

    @Test
    void ciTokensForALearnerShareAnHourlyQuotaOfTheirOwnAndTheLearnerStillSubmits() {
        String aliceToken = api.createLearner(INSTRUCTOR, "alice");
        String first = ciTokenFor("alice");
        String second = ciTokenFor("alice");
        api.createLearner(INSTRUCTOR, "bob");
        String bobsCi = ciTokenFor("bob");

        assertThat(submit(first).statusCode()).isEqualTo(202);
        assertThat(submit(second).statusCode()).isEqualTo(202);
        HttpResponse<String> third = submit(first);

        assertThat(third.statusCode()).as(third.body()).isEqualTo(429);
        assertThat(third.headers().firstValue("Retry-After")).isPresent();
        assertThat(json(third).get("detail").asString())
                .contains("CI tokens have made 2 submissions", "allows CI 2 an hour");
        HttpResponse<String> byAlice = submit(aliceToken);
        assertThat(byAlice.statusCode()).as("CI's full hour is not hers: " + byAlice.body()).isEqualTo(202);
        assertThat(submit(bobsCi).statusCode()).as("another learner's CI counts apart").isEqualTo(202);
        assertThat(json(api.get("/api/instructor/submissions?learner=alice", INSTRUCTOR)).get("total").asLong())
                .isEqualTo(3);
    }
}
