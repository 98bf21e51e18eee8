package dev.boundedloop.grader.reports;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.intake.SubmissionSeeding;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What clients read of a stored report is exactly what the grader produced, now that its cases and
 * transcripts live in shared sets: every catalogue policy, correct and wrong, is graded for real, stored
 * by the service's own storage code (as the seed command does), and read back over HTTP. Instructors'
 * case failures over these learners must equal counting the reports themselves. Each database runs
 * the same contract.
 */
abstract class ReportsReadBackContract extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String ASSIGNMENT = HttpApi.ASSIGNMENT;

    /** A catalogue policy and the report grading gave it. */
    private record Graded(String policy, byte[] source, GradingReport report) {}

    /** Graded once for both databases: grading the whole catalogue takes a while. */
    private static List<Graded> catalogue;

    private static synchronized List<Graded> gradedCatalogue() {
        if (catalogue == null) {
            InProcessSubmissionGrader grader = new InProcessSubmissionGrader(SandboxedGrader.create(KindRegistry.KINDS));
            var suite = service.bean(SuiteCatalog.class).suite(ASSIGNMENT);
            List<Graded> graded = new ArrayList<>();
            for (Path policy : policies()) {
                try {
                    byte[] source = Files.readAllBytes(policy);
                    graded.add(new Graded(policy.getParent().getFileName() + "/" + policy.getFileName(), source,
                            grader.grade(suite, source)));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            catalogue = graded;
        }
        return catalogue;
    }

    private static List<Path> policies() {
        List<Path> all = new ArrayList<>();
        for (String kind : new String[] {"correct", "wrong"}) {
            try (Stream<Path> files = Files.list(HttpApi.CATALOGUE.resolve(kind))) {
                files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(all::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return all;
    }

    @Test
    void everyCataloguePolicysReportReadsBackAsTheGradersJsonAndCaseFailuresCountTheReports() {
        List<Graded> graded = gradedCatalogue();
        assertThat(graded).extracting(g -> g.report().transcripts().isEmpty()).contains(false);
        assertThat(graded).extracting(g -> g.report().status()).contains(SubmissionStatus.GRADED);
        JsonMapper web = service.bean(JsonMapper.class);
        SubmissionSeeding seeding = service.bean(SubmissionSeeding.class);
        String suffix = UUID.randomUUID().toString().substring(0, 6);
        Map<String, String> tokens = new LinkedHashMap<>();
        Map<String, Graded> byLearner = new LinkedHashMap<>();
        for (int i = 0; i < graded.size(); i++) {
            String learner = String.format("policy-%02d-%s", i, suffix);
            tokens.put(learner, api.createLearner(INSTRUCTOR, learner));
            byLearner.put(learner, graded.get(i));
            // Twice, so that reports share their sets as a course's do; the second is the counted one.
            for (int attempt = 0; attempt < 2; attempt++) {
                seeding.write(ASSIGNMENT, List.of(new SubmissionSeeding.Seed(learner,
                        Instant.now().minusSeconds(60 - attempt), graded.get(i).source(), graded.get(i).report())));
            }
        }

        for (Map.Entry<String, Graded> entry : byLearner.entrySet()) {
            GradingReport expected = entry.getValue().report();
            for (UUID submission : submissionsOf(entry.getKey())) {
                JsonNode detail = json(api.get("/api/instructor/submissions/" + submission, INSTRUCTOR));
                long reportId = detail.get("reports").get(0).get("reportId").asLong();
                HttpResponse<String> report = api.get("/api/instructor/reports/" + reportId, INSTRUCTOR);
                assertThat(report.statusCode()).isEqualTo(200);
                assertThat(report.body()).as(entry.getValue().policy()).isEqualTo(web.writeValueAsString(expected));
                assertThat(detail.get("report")).as(entry.getValue().policy()).isEqualTo(web.readTree(web.writeValueAsString(expected)));
                JsonNode learnerView = json(api.get("/api/submissions/" + submission, tokens.get(entry.getKey())));
                // The view holds the report's fields at its top level, beside the submission's own.
                JsonNode forLearner = web.readTree(web.writeValueAsString(expected.forLearner()));
                forLearner.propertyNames().forEach(field -> assertThat(learnerView.get(field))
                        .as(entry.getValue().policy() + " " + field).isEqualTo(forLearner.get(field)));
            }
        }

        assertThat(caseFailures()).isEqualTo(countedFromReports(byLearner.values().stream().map(Graded::report).toList()));
    }

    private static List<UUID> submissionsOf(String learner) {
        return service.sql().sql("SELECT id FROM submissions WHERE submitter = :s ORDER BY submitted_at")
                .param("s", learner).query(UUID.class).list();
    }

    /** case id → "name category visibility submissions/failures", as the service answers, in its order. */
    private static List<String> caseFailures() {
        List<String> rates = new ArrayList<>();
        json(api.get("/api/instructor/assignments/" + ASSIGNMENT + "/case-failures", INSTRUCTOR))
                .forEach(c -> rates.add(c.get("caseId").asString() + " " + c.get("name").asString() + " "
                        + c.get("category").asString() + " " + c.get("visibility").asString() + " "
                        + c.get("submissions").asLong() + "/" + c.get("failures").asLong()));
        return rates;
    }

    /** The same from the graded reports themselves: every case of every GRADED one, in report order. */
    private static List<String> countedFromReports(List<GradingReport> reports) {
        Map<String, long[]> counts = new LinkedHashMap<>();
        Map<String, CaseResult> first = new TreeMap<>();
        for (GradingReport report : reports) {
            if (report.status() != SubmissionStatus.GRADED) {
                continue;
            }
            for (CaseResult c : report.cases()) {
                first.putIfAbsent(c.id(), c);
                long[] count = counts.computeIfAbsent(c.id(), k -> new long[2]);
                count[0]++;
                count[1] += c.outcome().name().equals("PASS") ? 0 : 1;
            }
        }
        List<String> rates = new ArrayList<>();
        counts.forEach((id, c) -> {
            CaseResult sample = first.get(id);
            rates.add(id + " " + sample.name() + " " + sample.category().name().toLowerCase() + " "
                    + sample.visibility().name() + " " + c[0] + "/" + c[1]);
        });
        return rates;
    }
}
