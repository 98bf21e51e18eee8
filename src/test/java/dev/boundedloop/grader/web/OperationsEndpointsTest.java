package dev.boundedloop.grader.web;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.tiers.ServiceTest;
import dev.boundedloop.grader.workers.RestartCause;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** What an operator reads from a running service: health, info, and the properties an IDE can complete. */
@ServiceTest
class OperationsEndpointsTest {

    private static ServiceInstance service;
    private static HttpApi api;

    @BeforeAll
    static void start() {
        service = ServiceInstance.start("jdbc:h2:mem:operations;DB_CLOSE_DELAY=-1");
        api = service.api();
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    @Test
    void healthWithoutATokenSaysOnlyUpOrDown() {
        JsonNode health = json(api.get("/actuator/health", null));

        assertThat(health.get("status").asString()).isEqualTo("UP");
        assertThat(health.has("components")).as("components for anyone: %s", health).isFalse();
    }

    @Test
    void aLearnerSeesNoHealthDetailsEither() {
        String learner = api.createLearner(ServiceInstance.INSTRUCTOR, "health-learner");

        JsonNode health = json(api.get("/actuator/health", learner));

        assertThat(health.get("status").asString()).isEqualTo("UP");
        assertThat(health.has("components")).as("components for a learner: %s", health).isFalse();
    }

    @Test
    void anInstructorSeesEveryComponentWithItsDetails() {
        JsonNode health = json(api.get("/actuator/health", ServiceInstance.INSTRUCTOR));

        assertThat(health.get("components").has("db")).as("%s", health).isTrue();
        assertThat(health.get("components").get("queue").get("status").asString()).isEqualTo("UP");
        assertThat(health.get("components").get("queue").has("details")).as("%s", health).isTrue();
    }

    @Test
    void healthInfoAndMetricsAgreeOnWhatProtectsGrades() {
        JsonNode protection = json(api.get("/actuator/info", null)).get("protection");
        JsonNode workers = json(api.get("/actuator/health", ServiceInstance.INSTRUCTOR)).get("components").get("workers")
                .get("details");
        String metrics = api.get("/actuator/prometheus", null).body();

        String state = protection.get("jail").asString();
        assertThat(state).isIn("jailed", "unjailed", "off");
        assertThat(workers.get("jail").asString()).isEqualTo(state);
        assertThat(workers.get("protection").asString()).isEqualTo(protection.get("summary").asString());
        assertThat(metrics).contains("grader_workers_jail{mode=\"" + protection.get("mode").asString() + "\"} "
                + (state.equals("jailed") ? "1.0" : "0.0"));
        if ("required".equalsIgnoreCase(System.getenv(JailSettings.MODE_VARIABLE))) {
            assertThat(state).as("where the jail is required, as in CI").isEqualTo("jailed");
            assertThat(protection.get("summary").asString()).startsWith("workers jailed by the operating system");
        }
    }

    @Test
    void theWorkerMetricsReadTrueAfterACollectionAndRestartsAreACounterByCause() {
        // Collected twice: a gauge whose function were held weakly would read NaN from here on.
        System.gc();
        System.gc();
        Map<String, PrometheusText.Family> metrics = PrometheusText.parse(api.get("/actuator/prometheus", null).body());

        for (String gauge : List.of("grader_workers_busy", "grader_workers_idle", "grader_workers_cold", "grader_workers_jail",
                "grader_queue_depth", "grader_queue_running", "grader_outbox_backlog")) {
            PrometheusText.Family family = metrics.get(gauge);
            assertThat(family).as(gauge).isNotNull();
            assertThat(family.type()).as(gauge).isEqualTo("gauge");
            assertThat(family.samples()).as(gauge).isNotEmpty()
                    .allSatisfy(sample -> assertThat(sample.value()).as(gauge).isFinite().isNotNegative());
        }
        PrometheusText.Family restarts = metrics.get("grader_workers_restarts_total");
        assertThat(restarts).as("the restarts family").isNotNull();
        assertThat(restarts.type()).isEqualTo("counter");
        assertThat(restarts.samples()).extracting(sample -> sample.labels().get("cause"))
                .containsExactlyInAnyOrderElementsOf(Stream.of(RestartCause.values()).map(RestartCause::tag).toList());
        assertThat(restarts.samples()).allSatisfy(sample -> assertThat(sample.value()).isFinite().isNotNegative());
        assertThat(metrics).doesNotContainKey("grader_workers_restarts");
    }

    @Test
    void turnaroundAndQueueWaitAreHistogramsThatCountAGradingAndEachOutboxBacklogIsItsPendingDeliveries() {
        // A hook whose receiver the guard refuses (loopback is not allowed here): its delivery stays PENDING,
        // tried again on the retry schedule, without a connection ever being made.
        long hook = service.sql().sql("SELECT nextval('webhooks_seq')").query(Long.class).single();
        service.sql().sql("""
                        INSERT INTO webhooks (id, url, assignment, secret, created_by, created_at)
                        VALUES (:id, 'http://127.0.0.1:9/held', :assignment, 'whsec_AAAA', 'instructor:test', CURRENT_TIMESTAMP)""")
                .param("id", hook).param("assignment", HttpApi.ASSIGNMENT).update();
        Map<String, PrometheusText.Family> before = PrometheusText.parse(api.get("/actuator/prometheus", null).body());
        String learner = api.createLearner(ServiceInstance.INSTRUCTOR, "metrics-learner");
        try {
            api.finalReport(api.submit(learner, HttpApi.catalogue("correct/Reference.java")), learner);

            // The report is final before its turnaround is recorded, just after the commit: polled, with a bound.
            Map<String, PrometheusText.Family> after = scrapeUntil(scraped -> count(scraped, "grader_turnaround_seconds")
                    > count(before, "grader_turnaround_seconds"));
            for (String histogram : List.of("grader_turnaround_seconds", "grader_queue_wait_seconds")) {
                PrometheusText.Family family = after.get(histogram);
                assertThat(family).as(histogram).isNotNull();
                assertThat(family.type()).as(histogram).isEqualTo("histogram");
                assertThat(family.samples()).as(histogram).anyMatch(s -> s.name().endsWith("_bucket")
                        && s.labels().get("le").equals("+Inf"));
                assertThat(count(after, histogram) - count(before, histogram)).as("%s counts the grading", histogram)
                        .isEqualTo(1);
            }
            PrometheusText.Family backlog = after.get("grader_outbox_backlog");
            assertThat(backlog.type()).isEqualTo("gauge");
            long pending = service.sql().sql("SELECT COUNT(*) FROM webhook_deliveries WHERE state = 'PENDING'")
                    .query(Long.class).single();
            assertThat(pending).isEqualTo(1);
            assertThat(backlog.samples()).extracting(sample -> sample.labels().get("outbox"))
                    .containsExactlyInAnyOrder("webhooks", "lti_scores");
            assertThat(backlog.samples()).filteredOn(sample -> sample.labels().get("outbox").equals("webhooks"))
                    .singleElement().satisfies(sample -> assertThat(sample.value()).isEqualTo(1.0));
            long scoresPending = service.sql().sql("SELECT COUNT(*) FROM lti_score_deliveries WHERE state = 'PENDING'")
                    .query(Long.class).single();
            assertThat(backlog.samples()).filteredOn(sample -> sample.labels().get("outbox").equals("lti_scores"))
                    .singleElement().satisfies(sample -> assertThat(sample.value()).isEqualTo((double) scoresPending));
        } finally {
            service.sql().sql("DELETE FROM webhook_deliveries WHERE webhook_id = :id").param("id", hook).update();
            service.sql().sql("DELETE FROM webhooks WHERE id = :id").param("id", hook).update();
        }
    }

    private static Map<String, PrometheusText.Family> scrapeUntil(
            java.util.function.Predicate<Map<String, PrometheusText.Family>> condition) {
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(60).toNanos();
        while (true) {
            Map<String, PrometheusText.Family> scraped = PrometheusText.parse(api.get("/actuator/prometheus", null).body());
            if (condition.test(scraped)) {
                return scraped;
            }
            assertThat(System.nanoTime()).as("the metrics within a minute").isLessThan(deadline);
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    /** A histogram's observations, summed over its label sets (0 when it has none yet). */
    private static double count(Map<String, PrometheusText.Family> metrics, String histogram) {
        PrometheusText.Family family = metrics.get(histogram);
        return family == null ? 0 : family.samples().stream().filter(s -> s.name().equals(histogram + "_count"))
                .mapToDouble(PrometheusText.Sample::value).sum();
    }

    @Test
    void theParserRefusesWhatIsNotTheTextFormat() {
        assertThat(PrometheusText.parse("# TYPE up gauge\nup{job=\"a\\\"b\"} 1.0\n").get("up").samples().get(0)
                .labels()).containsEntry("job", "a\"b");
        for (String bad : List.of("up 1.0 x\n", "up{job=a} 1\n", "# TYPE up gauge\n# TYPE up gauge\n",
                "up 1\n# TYPE up gauge\n", "# TYPE c_total counter\nc_total_sum 1\n", "up{a=\"1\",a=\"2\"} 1\n",
                "up one\n", "# TYPE up flavour\n")) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> PrometheusText.parse(bad)).as(bad)
                    .hasMessageStartingWith("Not the Prometheus text format");
        }
    }

    @Test
    void infoNamesTheBuiltVersion() throws Exception {
        JsonNode info = json(api.get("/actuator/info", null));

        String built;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/build-info.properties")) {
            java.util.Properties properties = new java.util.Properties();
            properties.load(in);
            built = properties.getProperty("build.version");
        }
        assertThat(info.get("build").get("version").asString()).isEqualTo(built).isNotBlank();
        assertThat(info.get("build").get("artifact").asString()).isEqualTo("admission-grader");
    }

    @Test
    void infoNamesTheGitCommitWhenBuiltInACheckout() {
        assumeTrue(getClass().getResource("/git.properties") != null,
                "built outside a git checkout: no git.properties to show");

        JsonNode info = json(api.get("/actuator/info", null));

        assertThat(info.get("git").get("commit").get("id").asString()).matches("[0-9a-f]{7,40}");
        assertThat(info.get("git").has("branch")).isTrue();
    }

    @Test
    void everyGraderPropertyHasMetadataWithADescription() throws Exception {
        JsonNode metadata;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            assertThat(in).as("configuration metadata generated at build time").isNotNull();
            metadata = JsonMapper.builder().build().readTree(in);
        }
        List<String> names = new ArrayList<>();
        List<String> undescribed = new ArrayList<>();
        for (JsonNode property : metadata.get("properties")) {
            String name = property.get("name").asString();
            if (name.startsWith("grader.")) {
                names.add(name);
                if (!property.has("description") || property.get("description").asString().isBlank()) {
                    undescribed.add(name);
                }
            }
        }

        assertThat(names).contains("grader.web.max-body", "grader.queue.workers", "grader.queue.max-depth",
                "grader.sandbox.job-timeout", "grader.similarity.default-threshold",
                "grader.security.bootstrap-instructor-token");
        assertThat(undescribed).as("grader properties without a description").isEmpty();
    }
}
