package dev.boundedloop.grader.webhooks;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Webhooks meet the outbound guard: a URL inside the network is refused at registration with a 400
 * that says why, and a hook whose target became refused is refused again at delivery, logged as
 * refused, never connected to. Every refused URL here is refused before any connection is made; only
 * the loopback receiver is ever really called.
 */
@ServiceTest
class WebhookGuardTest {

    @TempDir Path dir;

    @Test
    void urlsInsideTheNetworkAreRefusedAtRegistrationNamingWhy() {
        try (ServiceInstance service = ServiceInstance.start("jdbc:h2:mem:webhook-guard;DB_CLOSE_DELAY=-1")) {
            HttpApi api = service.api();
            Map<String, String> refusals = Map.of(
                    "http://127.0.0.1:9/hook", "loopback",
                    "http://[::1]/hook", "loopback",
                    "http://localhost:" + api.base().getPort() + "/api/instructor/tokens", "",
                    "http://169.254.169.254/latest/meta-data/", "link-local",
                    "http://[fe80::1]/hook", "link-local",
                    "http://10.1.2.3/hook", "private",
                    "http://192.168.0.1/hook", "private",
                    "http://100.64.0.1/hook", "carrier-grade NAT",
                    "http://224.0.0.1/hook", "multicast",
                    "http://[::ffff:169.254.169.254]/hook", "link-local");
            for (Map.Entry<String, String> refusal : refusals.entrySet()) {
                HttpResponse<String> refused = api.postJson("/api/instructor/webhooks", ServiceInstance.INSTRUCTOR,
                        Map.of("url", refusal.getKey()));
                assertThat(refused.statusCode()).as(refusal.getKey()).isEqualTo(400);
                assertThat(refused.headers().firstValue("Content-Type")).hasValueSatisfying(
                        type -> assertThat(type).startsWith("application/problem+json"));
                assertThat(json(refused).get("detail").asString()).as(refusal.getKey())
                        .startsWith("The field 'url' is refused by the outbound guard: ").contains(refusal.getValue());
            }
            assertThat(json(api.get("/api/instructor/webhooks", ServiceInstance.INSTRUCTOR))).isEmpty();
        }
    }

    @Test
    void theServicesOwnPortIsRefusedEvenWhereLoopbackIsAllowed() {
        try (ServiceInstance service = ServiceInstance.start("jdbc:h2:mem:webhook-self;DB_CLOSE_DELAY=-1",
                "--grader.outbound.allow-loopback=true");
                Receiver receiver = Receiver.start()) {
            HttpApi api = service.api();
            for (String self : List.of("http://127.0.0.1:" + api.base().getPort() + "/api/instructor/tokens",
                    "http://[::1]:" + api.base().getPort() + "/actuator/health")) {
                HttpResponse<String> refused = api.postJson("/api/instructor/webhooks", ServiceInstance.INSTRUCTOR,
                        Map.of("url", self));
                assertThat(refused.statusCode()).as(self).isEqualTo(400);
                assertThat(json(refused).get("detail").asString()).contains("this service itself");
            }
            HttpResponse<String> allowed = api.postJson("/api/instructor/webhooks", ServiceInstance.INSTRUCTOR,
                    Map.of("url", receiver.url("/fine")));
            assertThat(allowed.statusCode()).as(allowed.body()).isEqualTo(201);
        }
    }

    @Test
    void aHookRefusedAtDeliveryIsLoggedRefusedAndNeverCalled() {
        String url = "jdbc:h2:file:" + dir.resolve("grader") + ";AUTO_SERVER=FALSE";
        try (Receiver receiver = Receiver.start()) {
            long hookId;
            try (ServiceInstance allowing = ServiceInstance.start(url, "--grader.webhooks.send=false",
                    "--grader.outbound.allow-loopback=true")) {
                HttpApi api = allowing.api();
                hookId = json(api.postJson("/api/instructor/webhooks", ServiceInstance.INSTRUCTOR,
                        Map.of("url", receiver.url("/later-refused")))).get("id").asLong();
                String token = api.createLearner(ServiceInstance.INSTRUCTOR, "guard-gina");
                api.finalReport(api.submit(token, HttpApi.catalogue("correct/Reference.java")), token);
            }

            // The operator takes the allowance away: the next start must refuse the pending delivery.
            try (ServiceInstance refusing = ServiceInstance.start(url, "--grader.webhooks.retry-schedule=100ms",
                    "--grader.webhooks.poll-interval=50ms")) {
                JsonNode delivery = refusing.api().pollUntil("/api/instructor/webhooks/" + hookId + "/deliveries",
                        ServiceInstance.INSTRUCTOR, page -> page.get("items").get(0).get("state").asString()
                                .equals("FAILED"), Duration.ofSeconds(60)).get("items").get(0);

                assertThat(delivery.get("attempts").asInt()).isEqualTo(2);
                assertThat(delivery.hasNonNull("lastStatus")).as("no status: nothing was asked").isFalse();
                assertThat(delivery.get("lastError").asString())
                        .startsWith("Refused by the outbound guard: 127.0.0.1 is a loopback address")
                        .doesNotContainIgnoringCase("connect").doesNotContainIgnoringCase("exception");
                assertThat(receiver.at("/later-refused")).isEmpty();
            }
        }
    }
}
