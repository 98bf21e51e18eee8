package dev.boundedloop.grader.webhooks;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.standardwebhooks.exceptions.WebhookVerificationException;
import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.ShiftedClock;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.JsonNode;

/**
 * Standard Webhooks 1.0 as a receiver meets it, on a service whose clock the test moves instead of
 * waiting: deliveries verified by the Standard Webhooks library ({@code com.standardwebhooks}, which
 * nobody on the project wrote), its refusal of a delivery older than its tolerance, the retry
 * schedule with its jitter, Retry-After on 429 and 503, a 410 that disables the hook, and a secret
 * rotation whose grace period signs with both secrets.
 */
@ProcessTest
@ServiceTest
class StandardWebhooksDeliveryTest extends RunningService {

    private static final ShiftedClock CLOCK = new ShiftedClock();
    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final List<Duration> SCHEDULE = List.of(Duration.ofSeconds(5), Duration.ofMinutes(5),
            Duration.ofMinutes(30), Duration.ofHours(2), Duration.ofHours(5), Duration.ofHours(10), Duration.ofHours(10));
    private static Receiver receiver;

    /** The service's clock, replaced by the test's. */
    @Configuration(proxyBeanMethods = false)
    static class MovableTime {
        @Bean
        Clock clock() {
            return CLOCK;
        }
    }

    @BeforeAll
    static void startServiceAndReceiver() {
        receiver = Receiver.start();
        // The default schedule and jitter: the clock, not the settings, makes the test quick.
        start(ServiceInstance.startWith(MovableTime.class, "jdbc:h2:mem:standard-webhooks;DB_CLOSE_DELAY=-1",
                "--grader.webhooks.poll-interval=50ms", "--grader.outbound.allow-loopback=true"));
    }

    @AfterAll
    static void stopReceiver() {
        receiver.close();
    }

    @BeforeEach
    void realTime() {
        CLOCK.set(Duration.ZERO);
    }

    @Test
    void theLibraryVerifiesARealDeliveryAndRefusesOneSignedOutsideItsTolerance() throws Exception {
        JsonNode hook = register("/library");
        try {
            String secret = hook.get("secret").asString();
            graded("library");
            Receiver.Received fresh = receiver.await("/library", 1).get(0);

            new com.standardwebhooks.Webhook(secret).verify(fresh.body(), headers(fresh));
            assertThatThrownBy(() -> new com.standardwebhooks.Webhook(secret).verify(
                    fresh.body().replace("\"score\"", "\"scor\""), headers(fresh)))
                    .isInstanceOf(WebhookVerificationException.class);

            // Signed six minutes before the library reads it, as a captured delivery replayed six minutes later is.
            CLOCK.set(Duration.ofMinutes(-6));
            graded("library-replayed");
            Receiver.Received stale = receiver.await("/library", 2).get(1);

            StandardWebhookVerifier.verify(secret, stale, CLOCK.instant()); // genuine when it was signed
            assertThatThrownBy(() -> new com.standardwebhooks.Webhook(secret).verify(stale.body(), headers(stale)))
                    .isInstanceOf(WebhookVerificationException.class).hasMessageContaining("too old");
        } finally {
            remove(hook);
        }
    }

    @Test
    void failedTriesFollowTheStandardScheduleWithJitterUntilTheLastFails() {
        receiver.answer("/schedule", 500, 500, 500, 500, 500, 500, 500, 500);
        JsonNode hook = register("/schedule");
        try {
            graded("schedule");
            List<Duration> offNominal = new ArrayList<>();
            for (int retry = 0; retry < SCHEDULE.size(); retry++) {
                int tries = retry + 1;
                JsonNode delivery = afterTry(hook, receiver.await("/schedule", tries).get(retry), tries);
                assertThat(delivery.get("state").asString()).isEqualTo("PENDING");
                Instant next = Instant.parse(delivery.get("nextAttemptAt").asString());
                Duration wait = Duration.between(Instant.parse(delivery.get("lastAttemptAt").asString()), next);
                Duration nominal = SCHEDULE.get(retry);
                assertThat(wait).as("the wait after try %d: up to a tenth either way", tries)
                        .isBetween(nominal.multipliedBy(9).dividedBy(10), nominal.multipliedBy(11).dividedBy(10));
                offNominal.add(wait.minus(nominal).abs());
                CLOCK.advance(Duration.between(CLOCK.instant(), next).plusSeconds(1));
            }
            receiver.await("/schedule", SCHEDULE.size() + 1);
            JsonNode failed = deliveryUntil(hook, d -> d.get("state").asString().equals("FAILED"));
            assertThat(failed.get("attempts").asInt()).isEqualTo(8);
            assertThat(failed.get("lastStatus").asInt()).isEqualTo(500);
            assertThat(receiver.at("/schedule")).hasSize(8);
            assertThat(offNominal).as("the waits are moved by jitter, not all the nominal ones")
                    .anyMatch(d -> d.compareTo(Duration.ofSeconds(3)) > 0);
        } finally {
            remove(hook);
        }
    }

    @Test
    void aRetryAfterOnA429OrA503IsHonouredInSecondsOrAsADate() {
        receiver.thenAnswer("/busy", 429, "120");
        Instant later = CLOCK.instant().plus(Duration.ofHours(3)).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        receiver.thenAnswer("/busy", 503, DateTimeFormatter.RFC_1123_DATE_TIME.format(later.atOffset(ZoneOffset.UTC)));
        JsonNode hook = register("/busy");
        try {
            graded("busy");
            JsonNode throttled = afterTry(hook, receiver.await("/busy", 1).get(0), 1);
            assertThat(throttled.get("lastStatus").asInt()).isEqualTo(429);
            Instant next = Instant.parse(throttled.get("nextAttemptAt").asString());
            assertThat(Duration.between(Instant.parse(throttled.get("lastAttemptAt").asString()), next))
                    .as("Retry-After: 120 rather than the schedule's 5s").isEqualTo(Duration.ofSeconds(120));

            CLOCK.advance(Duration.between(CLOCK.instant(), next).plusSeconds(1));
            JsonNode unavailable = afterTry(hook, receiver.await("/busy", 2).get(1), 2);
            assertThat(unavailable.get("lastStatus").asInt()).isEqualTo(503);
            assertThat(Instant.parse(unavailable.get("nextAttemptAt").asString())).as("the date Retry-After named")
                    .isBetween(later.minusSeconds(1), later.plusSeconds(1));

            CLOCK.advance(Duration.between(CLOCK.instant(), later).plusSeconds(1));
            receiver.await("/busy", 3);
            JsonNode delivered = deliveryUntil(hook, d -> d.get("state").asString().equals("DELIVERED"));
            assertThat(delivered.get("attempts").asInt()).isEqualTo(3);
        } finally {
            remove(hook);
        }
    }

    @Test
    void a410DisablesTheHookUntilAnInstructorEnablesIt() {
        receiver.answer("/gone", 410);
        JsonNode hook = register("/gone");
        long id = hook.get("id").asLong();
        try {
            graded("gone");
            JsonNode failed = deliveryUntil(hook, d -> d.get("state").asString().equals("FAILED"));
            assertThat(failed.get("attempts").asInt()).isEqualTo(1);
            assertThat(failed.get("lastStatus").asInt()).isEqualTo(410);
            assertThat(failed.get("lastError").asString()).contains("410", "disabled");

            JsonNode listed = listed(id);
            assertThat(listed.hasNonNull("disabledAt")).as(listed.toString()).isTrue();
            assertThat(listed.get("disabledReason").asString()).contains("410 Gone");

            graded("gone-again"); // its report is final, so its deliveries, if any, are written
            assertThat(deliveries(id).get("total").asLong()).as("no delivery for a disabled hook").isEqualTo(1);

            HttpResponse<String> enabled = api.postJson("/api/instructor/webhooks/" + id + "/enable", INSTRUCTOR, Map.of());
            assertThat(enabled.statusCode()).as(enabled.body()).isEqualTo(200);
            assertThat(json(enabled).hasNonNull("disabledAt")).isFalse();
            graded("gone-back");
            assertThat(deliveryUntil(hook, d -> d.get("state").asString().equals("DELIVERED")).get("attempts").asInt())
                    .isEqualTo(1);
            assertThat(receiver.at("/gone")).hasSize(2);
        } finally {
            remove(hook);
        }
    }

    @Test
    void aRotatedSecretSignsBesideThePreviousOneUntilTheGraceEnds() throws Exception {
        JsonNode hook = register("/rotate");
        long id = hook.get("id").asLong();
        try {
            String previous = hook.get("secret").asString();
            HttpResponse<String> rotated = api.postJson("/api/instructor/webhooks/" + id + "/secret", INSTRUCTOR, Map.of());
            assertThat(rotated.statusCode()).as(rotated.body()).isEqualTo(200);
            String secret = json(rotated).get("secret").asString();
            assertThat(secret).startsWith("whsec_").isNotEqualTo(previous);
            Instant graceEnds = Instant.parse(json(rotated).get("previousSecretValidUntil").asString());
            assertThat(graceEnds).isBetween(CLOCK.instant().plus(Duration.ofHours(23)), CLOCK.instant().plus(Duration.ofHours(25)));
            assertThat(api.get("/api/instructor/webhooks", INSTRUCTOR).body()).doesNotContain(secret, previous);

            graded("rotate");
            Receiver.Received during = receiver.await("/rotate", 1).get(0);
            assertThat(during.webhookSignature().split(" ")).hasSize(2).allMatch(s -> s.startsWith("v1,"));
            new com.standardwebhooks.Webhook(secret).verify(during.body(), headers(during));
            new com.standardwebhooks.Webhook(previous).verify(during.body(), headers(during));

            CLOCK.set(Duration.between(Instant.now(), graceEnds).plusMinutes(1));
            graded("rotate-after");
            Receiver.Received after = receiver.await("/rotate", 2).get(1);
            assertThat(after.webhookSignature().split(" ")).hasSize(1);
            StandardWebhookVerifier.verify(secret, after, CLOCK.instant());
            assertThatThrownBy(() -> StandardWebhookVerifier.verify(previous, after, CLOCK.instant()))
                    .hasMessageContaining("no v1 signature");
        } finally {
            remove(hook);
        }
    }

    private static Map<String, List<String>> headers(Receiver.Received delivery) {
        return Map.of("webhook-id", List.of(delivery.webhookId()), "webhook-timestamp",
                List.of(delivery.webhookTimestamp()), "webhook-signature", List.of(delivery.webhookSignature()));
    }

    private static JsonNode register(String path) {
        return Hooks.register(api, receiver, path);
    }

    private static void remove(JsonNode hook) {
        Hooks.remove(api, hook);
    }

    private static void graded(String learner) {
        String token = api.createLearner(INSTRUCTOR, learner + "-" + UUID.randomUUID().toString().substring(0, 8));
        api.finalReport(api.submit(token, HttpApi.catalogue("correct/Reference.java")), token);
    }

    private static JsonNode listed(long id) {
        return json(api.get("/api/instructor/webhooks", INSTRUCTOR)).valueStream()
                .filter(h -> h.get("id").asLong() == id).findFirst().orElseThrow();
    }

    private static JsonNode deliveries(long id) {
        return json(api.get("/api/instructor/webhooks/" + id + "/deliveries", INSTRUCTOR));
    }

    /**
     * The hook's newest delivery once the given try is recorded: while a try is under way the log still
     * shows the previous try's end, which is before this try's timestamp.
     */
    private static JsonNode afterTry(JsonNode hook, Receiver.Received sent, int tries) {
        Instant sentAt = Instant.ofEpochSecond(Long.parseLong(sent.webhookTimestamp()));
        return deliveryUntil(hook, d -> d.get("attempts").asInt() == tries && d.hasNonNull("lastAttemptAt")
                && !Instant.parse(d.get("lastAttemptAt").asString()).isBefore(sentAt));
    }

    /** The hook's newest delivery once it satisfies the condition (polled with a bound). */
    private static JsonNode deliveryUntil(JsonNode hook, Predicate<JsonNode> condition) {
        return api.pollUntil("/api/instructor/webhooks/" + hook.get("id").asLong() + "/deliveries", INSTRUCTOR,
                page -> page.get("items").size() > 0 && condition.test(page.get("items").get(0)), Duration.ofSeconds(90))
                .get("items").get(0);
    }
}
