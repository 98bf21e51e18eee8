package dev.boundedloop.grader.queue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A learner polling a slow grading sees its stage and which case of how many is running, never the id
 * of a hidden case; the final answer carries the report and no progress.
 */
@ServiceTest
class GradingProgressTest {

    @Test
    void aLearnerSeesTheStageAndCaseOfTheirRunningGradingButNoHiddenCaseId() {
        Set<String> hiddenIds = TestSuites.whole(HttpApi.ASSIGNMENT).cases().stream()
                .filter(c -> c.header().visibility() == Visibility.HIDDEN).map(c -> c.header().id())
                .collect(Collectors.toSet());
        try (ServiceInstance service = ServiceInstance.start("jdbc:h2:mem:progress;DB_CLOSE_DELAY=-1")) {
            HttpApi api = service.api();
            String learner = api.createLearner(ServiceInstance.INSTRUCTOR, "patient-learner");
            String id = api.submit(learner, slowSource());

            List<JsonNode> seen = new ArrayList<>();
            JsonNode last = api.pollUntil("/api/submissions/" + id, learner, body -> {
                if (body.has("progress")) {
                    seen.add(body.get("progress"));
                }
                return !body.path("status").asString().matches("QUEUED|RUNNING");
            }, java.time.Duration.ofMinutes(2));

            assertThat(seen).as("progress while the grading ran").isNotEmpty();
            for (JsonNode progress : seen) {
                assertThat(progress.path("stage").asString()).isIn("COMPILE", "VERIFY", "INSTRUMENT", "LOAD", "RUN");
                if (progress.has("caseNumber")) {
                    assertThat(progress.path("caseNumber").asInt()).isBetween(1, progress.path("cases").asInt());
                }
                if (progress.has("caseId")) {
                    assertThat(progress.path("caseId").asString()).isNotIn(hiddenIds);
                }
            }
            assertThat(seen).anyMatch(p -> p.has("caseNumber"));
            assertThat(last.has("progress")).isFalse();
            assertThat(last.path("status").asString()).isEqualTo("GRADED");
        }
    }

    /** Every decision spins until its case runs out of fuel: seconds of grading, case after case. */
    private static String slowSource() {
        try (var in = GradingProgressTest.class.getClassLoader().getResourceAsStream("load/hostile/SpinsForever.java")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
