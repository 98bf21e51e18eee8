package dev.boundedloop.grader.webhooks;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A delivery still in the outbox when the service stops is sent by the next start on the same
 * database file: the first service here writes deliveries but does not send them.
 */
@ServiceTest
class WebhookRestartTest {

    @TempDir Path dir;

    @Test
    void aDeliveryPendingWhenTheServiceStopsIsSentAfterARestart() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("grader") + ";AUTO_SERVER=FALSE";
        try (Receiver receiver = Receiver.start()) {
            long hookId;
            String secret;
            String submission;
            try (ServiceInstance stopping = ServiceInstance.start(url, "--grader.webhooks.send=false",
                    "--grader.outbound.allow-loopback=true")) {
                HttpApi api = stopping.api();
                JsonNode hook = json(api.postJson("/api/instructor/webhooks", ServiceInstance.INSTRUCTOR,
                        Map.of("url", receiver.url("/after-restart"))));
                hookId = hook.get("id").asLong();
                secret = hook.get("secret").asString();
                String token = api.createLearner(ServiceInstance.INSTRUCTOR, "restart-rita");
                submission = api.submit(token, HttpApi.catalogue("correct/Reference.java"));
                api.finalReport(submission, token);
                JsonNode pending = json(api.get("/api/instructor/webhooks/" + hookId + "/deliveries",
                        ServiceInstance.INSTRUCTOR)).get("items").get(0);
                assertThat(pending.get("state").asString()).isEqualTo("PENDING");
                assertThat(pending.get("attempts").asInt()).isZero();
            }
            assertThat(receiver.at("/after-restart")).isEmpty();

            try (ServiceInstance restarted = ServiceInstance.start(url, "--grader.outbound.allow-loopback=true")) {
                Receiver.Received arrived = receiver.await("/after-restart", 1).get(0);

                assertThat(arrived.json().get("submissionId").asString()).isEqualTo(submission);
                StandardWebhookVerifier.verify(secret, arrived, java.time.Instant.now());
                JsonNode delivered = restarted.api().pollUntil("/api/instructor/webhooks/" + hookId + "/deliveries",
                        ServiceInstance.INSTRUCTOR, page -> page.get("items").get(0).get("state").asString()
                                .equals("DELIVERED"), Duration.ofSeconds(60)).get("items").get(0);
                assertThat(delivered.get("attempts").asInt()).isEqualTo(1);
            }
        }
    }
}
