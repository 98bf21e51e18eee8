package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A score the platform refused with 500 is still in the outbox when the service stops; the next start on
 * the same database file tries it again, meets a 429, and then has it taken, once.
 */
@ServiceTest
class LtiPassbackRestartTest {

    @TempDir Path dir;

    @Test
    void aScoreWaitingForItsNextTryWhenTheServiceStopsIsSentAfterARestart() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("grader") + ";AUTO_SERVER=FALSE";
        try (TestPlatform platform = TestPlatform.start()) {
            TestPlatform.Launch launch = platform.nextLaunch();
            launch.custom = Map.of("assignment", HttpApi.ASSIGNMENT);
            launch.lineItems = platform.lineItemsUrl("ctx-restart");
            launch.contextId = "ctx-restart";
            platform.planScoreAnswers(launch.subject, 500, 429);
            String learner;
            // The first service waits long after a failed try, so the second try is the restarted one's.
            try (ServiceInstance first = ServiceInstance.start(url, "--grader.lti.allow-loopback-platforms=true",
                    "--grader.lti.passback.first-retry=1h", "--grader.lti.passback.poll-interval=100ms")) {
                HttpApi api = first.api();
                platform.trustTool(api.base().resolve("/lti/jwks"));
                assertThat(api.postJson("/api/instructor/lti/platforms", ServiceInstance.INSTRUCTOR, platform.registration())
                        .statusCode()).isEqualTo(201);
                LtiBrowser browser = new LtiBrowser(api.base());
                assertThat(browser.launch(platform.issuer()).statusCode()).isEqualTo(303);
                learner = HttpApi.json(browser.get("/api/me/session")).get("subject").asString();
                HttpResponse<String> accepted = browser.postJson("/api/submissions", HttpApi.toJson(Map.of("assignment",
                        HttpApi.ASSIGNMENT, "source", HttpApi.catalogue("correct/Reference.java"))), true);
                assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
                api.finalReport(HttpApi.json(accepted).get("id").asString(), ServiceInstance.INSTRUCTOR);

                JsonNode waiting = api.pollUntil("/api/instructor/lti/scores?learner=" + learner, ServiceInstance.INSTRUCTOR,
                        list -> list.size() == 1 && list.get(0).path("lastStatus").asInt() == 500, Duration.ofSeconds(60)).get(0);
                assertThat(waiting.get("state").asString()).isEqualTo("PENDING");
                assertThat(waiting.get("attempts").asInt()).isEqualTo(1);
                assertThat(waiting.get("likelyCause").asString()).contains("server error");
            }
            assertThat(platform.scoresFor(launch.subject)).isEmpty();

            try (ServiceInstance restarted = ServiceInstance.start(url, "--grader.lti.allow-loopback-platforms=true",
                    "--grader.lti.passback.first-retry=300ms", "--grader.lti.passback.poll-interval=100ms")) {
                // The platform reads the tool's keys at its new port before the score is due, or the restarted
                // service's first try would fail at the token and count as one more attempt.
                platform.trustTool(restarted.api().base().resolve("/lti/jwks"));
                theWaitHasPassed(url);
                JsonNode sent = restarted.api().pollUntil("/api/instructor/lti/scores?learner=" + learner,
                        ServiceInstance.INSTRUCTOR, list -> list.get(0).get("state").asString().equals("SENT"),
                        Duration.ofSeconds(60)).get(0);

                assertThat(sent.get("attempts").asInt()).isEqualTo(3);
                assertThat(platform.scoresFor(launch.subject)).hasSize(1);
                assertThat(platform.scoreAnswers()).containsExactly(launch.subject + " 500", launch.subject + " 429",
                        launch.subject + " 200");
                assertThat(platform.lineItems("ctx-restart")).hasSize(1);
            }
        }
    }

    /** Moves the waiting score's next try to now, as if the hour had passed while the service was down. */
    private static void theWaitHasPassed(String url) throws Exception {
        try (Connection db = DriverManager.getConnection(url, "sa", "");
                PreparedStatement due = db.prepareStatement("UPDATE lti_score_deliveries SET next_attempt_at = ?")) {
            due.setObject(1, OffsetDateTime.now(ZoneOffset.UTC));
            assertThat(due.executeUpdate()).isEqualTo(1);
        }
    }
}
