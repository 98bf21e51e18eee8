package dev.boundedloop.grader.cli;

import java.io.PrintWriter;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import tools.jackson.databind.JsonNode;

/**
 * Times every instructor read endpoint of a running service, one request at a time, and prints each
 * one's p50 and p95. The first requests of each endpoint warm it up and are not counted.
 */
@Command(name = "query-benchmark", mixinStandardHelpOptions = true,
        description = "Prints p50/p95 latency of each instructor read endpoint of a running service.")
final class QueryBenchmarkCommand implements Callable<Integer> {


    @Spec CommandSpec spec;

    @Option(names = "--server", defaultValue = "http://localhost:8080", description = "Service URL (default: ${DEFAULT-VALUE})")
    URI server;

    @Option(names = "--token", required = true, description = "An instructor token")
    String token;

    @Option(names = "--assignment", defaultValue = "ch03-unit-a", description = "Assignment (default: ${DEFAULT-VALUE})")
    String assignment;

    @Option(names = "--requests", defaultValue = "50", description = "Timed requests per endpoint (default: ${DEFAULT-VALUE})")
    int requests;

    @Option(names = "--warmup", defaultValue = "5", description = "Untimed requests first (default: ${DEFAULT-VALUE})")
    int warmup;

    /** Made when the command runs, not when picocli makes the command (for any command line's run). */
    private HttpClient http;

    @Override
    public Integer call() throws Exception {
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        PrintWriter out = spec.commandLine().getOut();
        if (requests < 1 || warmup < 0) {
            throw new GraderCli.UsageProblem("--requests must be at least 1 and --warmup at least 0");
        }
        String a = encode(assignment);
        JsonNode firstPage = Json.MAPPER.readTree(get("/api/instructor/submissions?assignment=" + a + "&size=1"));
        JsonNode items = firstPage.path("items");
        if (items.isEmpty()) {
            throw new GraderCli.UsageProblem("No submissions for " + assignment + " on " + server + "; seed some first");
        }
        long total = firstPage.path("total").asLong();
        String submission = items.get(0).path("id").asString();
        String learner = encode(items.get(0).path("submitter").asString());
        // A window of a tenth of the time the submissions span, ending at the newest.
        Instant newest = Instant.parse(items.get(0).path("submittedAt").asString());
        JsonNode oldestPage = Json.MAPPER.readTree(get("/api/instructor/submissions?assignment=" + a + "&size=1&page="
                + Math.max(0, total - 1)));
        Instant oldest = oldestPage.path("items").isEmpty() ? newest
                : Instant.parse(oldestPage.path("items").get(0).path("submittedAt").asString());
        Instant from = newest.minus(Duration.between(oldest, newest).dividedBy(10));
        String base = "/api/instructor/assignments/" + a;
        String list = "/api/instructor/submissions?assignment=" + a;
        Map<String, String> endpoints = new LinkedHashMap<>();
        endpoints.put("scores", base + "/scores");
        endpoints.put("gradebook.csv", base + "/gradebook.csv");
        endpoints.put("gradebook.csv canvas", base + "/gradebook.csv?format=canvas");
        endpoints.put("case-failures", base + "/case-failures");
        endpoints.put("score-distribution", base + "/score-distribution");
        endpoints.put("submissions", list);
        endpoints.put("submissions learner (history)", list + "&learner=" + learner);
        endpoints.put("submissions status", list + "&status=GRADED");
        endpoints.put("submissions from/to", list + "&from=" + from + "&to=" + newest);
        endpoints.put("submissions page 100", list + "&page=" + Math.min(100, Math.max(0, total / 20 - 1)));
        endpoints.put("submissions all, no assignment", "/api/instructor/submissions");
        endpoints.put("submission", "/api/instructor/submissions/" + submission);
        endpoints.put("reviews", "/api/instructor/reviews?assignment=" + a);
        endpoints.put("learners", "/api/instructor/learners");
        endpoints.put("learner", "/api/instructor/learners/" + learner);
        out.printf("%s, %s: %d submissions; %d timed requests per endpoint after %d untimed%n", server, assignment,
                total, requests, warmup);
        out.printf("%-32s %10s %10s %10s%n", "endpoint", "p50 ms", "p95 ms", "max ms");
        double slowest = 0;
        for (Map.Entry<String, String> endpoint : endpoints.entrySet()) {
            for (int i = 0; i < warmup; i++) {
                get(endpoint.getValue());
            }
            double[] millis = new double[requests];
            for (int i = 0; i < requests; i++) {
                long started = System.nanoTime();
                get(endpoint.getValue());
                millis[i] = (System.nanoTime() - started) / 1e6;
            }
            Arrays.sort(millis);
            double p95 = percentile(millis, 95);
            slowest = Math.max(slowest, p95);
            out.printf("%-32s %10.1f %10.1f %10.1f%n", endpoint.getKey(), percentile(millis, 50), p95,
                    millis[millis.length - 1]);
        }
        out.printf("slowest p95: %.1f ms%n", slowest);
        return 0;
    }

    /** Nearest-rank percentile of sorted values. */
    private static double percentile(double[] sorted, int percent) {
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    private String get(String path) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(server.resolve(path)).timeout(Duration.ofMinutes(2))
                .header("Authorization", "Bearer " + token).GET().build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new GraderCli.UsageProblem("GET " + path + " answered " + response.statusCode() + ": "
                    + response.body().lines().limit(3).reduce("", (x, y) -> x + y));
        }
        return response.body();
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
