package dev.boundedloop.grader.webhooks;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Webhooks as instructors and receivers meet them, over real HTTP with a receiver on a local port:
 * registration and its refusals, a signed delivery of each final report, retries after failed
 * answers, and the delivery log. Each database runs the same contract, with short retry waits.
 */
abstract class WebhookContract extends RunningService {

    /** Short waits between tries, so retries happen within a test; the receiver is on loopback, which the guard allows here. */
    static final String[] QUICK_RETRIES = {"--grader.webhooks.retry-schedule=100ms,200ms,500ms",
            "--grader.webhooks.poll-interval=50ms", "--grader.outbound.allow-loopback=true"};

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    /** A receiver of each subclass's own: what one database's run received must not answer another's. */
    private static Receiver receiver;

    @BeforeAll
    static void startReceiver() {
        receiver = Receiver.start();
    }

    @AfterAll
    static void stopReceiver() {
        receiver.close();
    }

    private static JsonNode register(String path) {
        return Hooks.register(api, receiver, path);
    }

    private static void remove(JsonNode hook) {
        Hooks.remove(api, hook);
    }

    private static JsonNode gradedSubmission(String learner) {
        String token = api.createLearner(INSTRUCTOR, learner);
        String id = api.submit(token, HttpApi.catalogue("correct/Reference.java"));
        return api.finalReport(id, token);
    }

    private static JsonNode deliveryLogUntil(JsonNode hook, Predicate<JsonNode> firstDelivery) {
        return api.pollUntil("/api/instructor/webhooks/" + hook.get("id").asLong() + "/deliveries", INSTRUCTOR,
                page -> page.get("items").size() > 0 && firstDelivery.test(page.get("items").get(0)), Duration.ofSeconds(90));
    }

    @Test
    void registrationShowsTheSecretOnceAndRefusesWhatCannotBeCalled() {
        JsonNode hook = register("/registered");
        try {
            assertThat(hook.get("secret").asString()).matches("whsec_[A-Za-z0-9+/]{43}=");
            assertThat(hook.get("url").asString()).isEqualTo(receiver.url("/registered"));
            assertThat(hook.get("assignment").asString()).isEqualTo(HttpApi.ASSIGNMENT);
            HttpResponse<String> listed = api.get("/api/instructor/webhooks", INSTRUCTOR);
            assertThat(listed.body()).contains(receiver.url("/registered")).doesNotContain(hook.get("secret").asString());

            for (String bad : List.of("ftp://example.edu/hook", "javascript:alert(1)", "/relative/hook", "http://", "not a url")) {
                HttpResponse<String> refused = api.postJson("/api/instructor/webhooks", INSTRUCTOR, Map.of("url", bad));
                assertThat(refused.statusCode()).as(bad).isEqualTo(400);
                assertThat(json(refused).get("detail").asString()).as(bad).contains("url");
            }
            HttpResponse<String> unknown = api.postJson("/api/instructor/webhooks", INSTRUCTOR,
                    Map.of("url", receiver.url("/x"), "assignment", "no-such-assignment"));
            assertThat(unknown.statusCode()).isEqualTo(404);
            String learner = api.createLearner(INSTRUCTOR, "hook-learner");
            assertThat(api.postJson("/api/instructor/webhooks", learner, Map.of("url", receiver.url("/x"))).statusCode())
                    .isEqualTo(403);
        } finally {
            remove(hook);
        }
        assertThat(api.get("/api/instructor/webhooks/" + hook.get("id").asLong() + "/deliveries", INSTRUCTOR).statusCode())
                .isEqualTo(404);
        assertThat(api.get("/api/instructor/webhooks", INSTRUCTOR).body()).doesNotContain(receiver.url("/registered"));
    }

    @Test
    void aFinalReportArrivesSignedWithTheHooksSecretAndIsLoggedDelivered() throws Exception {
        JsonNode hook = register("/signed");
        try {
            JsonNode report = gradedSubmission("hook-signed");

            Receiver.Received arrived = receiver.await("/signed", 1).get(0);
            JsonNode body = arrived.json();
            String secret = hook.get("secret").asString();
            StandardWebhookVerifier.verify(secret, arrived, Instant.now());
            assertThat(Instant.ofEpochSecond(Long.parseLong(arrived.webhookTimestamp())))
                    .isBetween(Instant.now().minus(Duration.ofMinutes(2)), Instant.now());
            assertThat(arrived.legacySignature()).as("a new hook gets the standard headers alone").isNull();
            assertThatThrownBy(() -> StandardWebhookVerifier.verify(secret, arrived, Instant.now().plus(Duration.ofMinutes(6))))
                    .as("the same delivery replayed six minutes later").hasMessageContaining("tolerance");
            assertThatThrownBy(() -> StandardWebhookVerifier.verify(secret, arrived.webhookId(), arrived.webhookTimestamp(),
                    arrived.webhookSignature(), arrived.body().replace("hook-signed", "hook-forged"), Instant.now()))
                    .as("a body changed on the way").hasMessageContaining("no v1 signature");
            assertThatThrownBy(() -> StandardWebhookVerifier.verify(secret, arrived.webhookId(),
                    Long.toString(Long.parseLong(arrived.webhookTimestamp()) + 1), arrived.webhookSignature(), arrived.body(),
                    Instant.now())).as("a timestamp moved").hasMessageContaining("no v1 signature");
            assertThat(arrived.contentType()).startsWith("application/json");
            assertThat(body.get("submissionId").asString()).isEqualTo(report.get("id").asString());
            assertThat(body.get("learner").asString()).isEqualTo("hook-signed");
            assertThat(body.get("assignment").asString()).isEqualTo(HttpApi.ASSIGNMENT);
            assertThat(body.get("status").asString()).isEqualTo(report.get("status").asString());
            assertThat(body.get("score").asInt()).isEqualTo(report.get("score").asInt());

            JsonNode delivery = deliveryLogUntil(hook, d -> d.get("state").asString().equals("DELIVERED")).get("items").get(0);
            assertThat(delivery.get("attempts").asInt()).isEqualTo(1);
            assertThat(delivery.get("lastStatus").asInt()).isEqualTo(200);
            assertThat(delivery.get("eventId").asString()).isEqualTo(arrived.webhookId());
            assertThat(delivery.get("submissionId").asString()).isEqualTo(report.get("id").asString());
        } finally {
            remove(hook);
        }
    }

    @Test
    void aReceiverThatAnswers500TwiceGetsTheSameDeliveryOnTheThirdTry() throws Exception {
        receiver.answer("/flaky", 500, 500);
        JsonNode hook = register("/flaky");
        try {
            gradedSubmission("hook-flaky");

            List<Receiver.Received> tries = receiver.await("/flaky", 3);
            JsonNode delivery = deliveryLogUntil(hook, d -> d.get("state").asString().equals("DELIVERED")).get("items").get(0);

            assertThat(tries).extracting(Receiver.Received::webhookId).containsOnly(tries.get(0).webhookId());
            assertThat(tries).extracting(Receiver.Received::body).containsOnly(tries.get(0).body());
            for (Receiver.Received attempt : tries) {
                StandardWebhookVerifier.verify(hook.get("secret").asString(), attempt, Instant.now());
            }
            assertThat(delivery.get("attempts").asInt()).isEqualTo(3);
            assertThat(delivery.get("lastStatus").asInt()).isEqualTo(200);
            assertThat(receiver.at("/flaky")).hasSize(3);
        } finally {
            remove(hook);
        }
    }

    @Test
    void aDeliveryIsGivenUpAsFailedAfterItsLastTry() {
        receiver.answer("/down", 503, 503, 503, 503, 503, 503);
        JsonNode hook = register("/down");
        try {
            gradedSubmission("hook-down");

            JsonNode delivery = deliveryLogUntil(hook, d -> d.get("state").asString().equals("FAILED")).get("items").get(0);

            assertThat(delivery.get("attempts").asInt()).isEqualTo(4);
            assertThat(delivery.get("lastStatus").asInt()).isEqualTo(503);
            assertThat(delivery.get("lastError").asString()).contains("503");
            assertThat(receiver.at("/down")).hasSize(4);
        } finally {
            remove(hook);
        }
    }

    @Test
    void aHookRegisteredWithAHexSecretBeforeStandardWebhooksStillGetsItsOldSignatureToo() throws Exception {
        String secret = "0123456789abcdef".repeat(4);
        long id = service.sql().sql("SELECT nextval('webhooks_seq')").query(Long.class).single();
        service.sql().sql("""
                        INSERT INTO webhooks (id, url, assignment, secret, created_by, created_at)
                        VALUES (:id, :url, :assignment, :secret, 'instructor:old', CURRENT_TIMESTAMP)""")
                .param("id", id).param("url", receiver.url("/legacy")).param("assignment", HttpApi.ASSIGNMENT)
                .param("secret", secret).update();
        JsonNode hook = json(api.get("/api/instructor/webhooks", INSTRUCTOR)).valueStream()
                .filter(h -> h.get("id").asLong() == id).findFirst().orElseThrow();
        try {
            gradedSubmission("hook-legacy");

            Receiver.Received arrived = receiver.await("/legacy", 1).get(0);
            assertThat(arrived.legacySignature()).isEqualTo(Hmac.expected(secret, arrived.body()));
            assertThat(arrived.legacyEventId()).isEqualTo(arrived.webhookId());
            String asWhsec = "whsec_" + java.util.Base64.getEncoder()
                    .encodeToString(secret.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            StandardWebhookVerifier.verify(asWhsec, arrived, Instant.now());
        } finally {
            remove(hook);
        }
    }
}
