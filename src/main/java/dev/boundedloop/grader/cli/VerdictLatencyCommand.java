package dev.boundedloop.grader.cli;

import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import tools.jackson.databind.JsonNode;

/**
 * How long a page takes to show a verdict once the service has stored it, followed the two ways a
 * page can: asking every second, as the learner page once did, and asking with {@code ?wait}, which
 * the service answers the moment the report is stored. The two alternate, one submission at a time,
 * on a running service on this machine (its clock is the one that stamps {@code finishedAt}).
 */
@Command(name = "verdict-latency", mixinStandardHelpOptions = true,
        description = "Times how long after a report is stored a page following its submission shows it: polled "
                + "every second against waited for with ?wait, alternately, on a running service.")
final class VerdictLatencyCommand implements Callable<Integer> {

    private static final Duration POLL_EVERY = Duration.ofSeconds(1);
    private static final int WAIT_SECONDS = 2;

    /** The two ways of following a submission until its report is final. */
    enum Follow { POLL_EVERY_SECOND, WAIT }

    @Spec CommandSpec spec;

    @Option(names = "--server", defaultValue = "http://localhost:8080", description = "Service URL (default: ${DEFAULT-VALUE})")
    URI server;

    @Option(names = "--token", required = true, description = "An instructor token (a learner is made for the run)")
    String token;

    @Option(names = "--assignment", defaultValue = "ch03-unit-a", description = "Assignment (default: ${DEFAULT-VALUE})")
    String assignment;

    @Option(names = "--submissions", defaultValue = "20", description = "Submissions per way (default: ${DEFAULT-VALUE})")
    int submissions;

    /** Made when the command runs, not when picocli makes the command (for any command line's run). */
    private HttpClient http;

    @Override
    public Integer call() throws Exception {
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        PrintWriter out = spec.commandLine().getOut();
        if (submissions < 1) {
            throw new GraderCli.UsageProblem("--submissions must be at least 1");
        }
        String learner = "verdict-latency-" + UUID.randomUUID().toString().substring(0, 8);
        String learnerToken = Json.MAPPER.readTree(send("POST", "/api/instructor/learners", token,
                Json.MAPPER.writeValueAsString(Map.of("id", learner)), 201)).path("token").asString();
        String starter = send("GET", "/api/assignments/" + assignment + "/starter", learnerToken, null, 200);
        Map<Follow, List<double[]>> samples = new EnumMap<>(Follow.class);
        for (int i = 0; i < 2 * submissions; i++) {
            Follow follow = Follow.values()[i % 2];
            String source = starter + "\n// verdict-latency " + i + "\n";
            JsonNode accepted = Json.MAPPER.readTree(send("POST", "/api/submissions", learnerToken,
                    Json.MAPPER.writeValueAsString(Map.of("assignment", assignment, "source", source)), 202));
            long submitted = System.nanoTime();
            JsonNode report = follow(follow, "/api/submissions/" + accepted.path("id").asString(), learnerToken);
            Instant shown = Instant.now();
            double afterStored = Duration.between(Instant.parse(report.path("finishedAt").asString()), shown).toNanos() / 1e6;
            samples.computeIfAbsent(follow, f -> new ArrayList<>())
                    .add(new double[] {afterStored, (System.nanoTime() - submitted) / 1e6});
        }
        out.printf("%s, %s: %d submissions each way, one at a time, alternating%n", server, assignment, submissions);
        out.printf("%-18s %24s %24s%n", "", "stored to shown (ms)", "submitted to shown (ms)");
        out.printf("%-18s %8s %7s %7s %8s %7s %7s%n", "way", "p50", "p95", "max", "p50", "p95", "max");
        samples.forEach((follow, runs) -> {
            double[] stored = runs.stream().mapToDouble(r -> r[0]).sorted().toArray();
            double[] whole = runs.stream().mapToDouble(r -> r[1]).sorted().toArray();
            out.printf("%-18s %8.1f %7.1f %7.1f %8.1f %7.1f %7.1f%n", follow.name().toLowerCase().replace('_', ' '),
                    percentile(stored, 50), percentile(stored, 95), stored[stored.length - 1],
                    percentile(whole, 50), percentile(whole, 95), whole[whole.length - 1]);
        });
        return 0;
    }

    /** Follows one submission as a page would until its report is final, and returns that report. */
    private JsonNode follow(Follow follow, String path, String learnerToken) throws Exception {
        while (true) {
            if (follow == Follow.POLL_EVERY_SECOND) {
                Thread.sleep(POLL_EVERY.toMillis());
            }
            JsonNode view = Json.MAPPER.readTree(send("GET", follow == Follow.WAIT ? path + "?wait=" + WAIT_SECONDS : path,
                    learnerToken, null, 200));
            String status = view.path("status").asString();
            if (!status.equals("QUEUED") && !status.equals("RUNNING")) {
                return view;
            }
        }
    }

    /** Nearest-rank percentile of sorted values. */
    private static double percentile(double[] sorted, int percent) {
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    private String send(String method, String path, String bearer, String json, int expected) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.resolve(path)).timeout(Duration.ofMinutes(2))
                .header("Authorization", "Bearer " + bearer).header("Accept", "*/*");
        request = json == null ? request.method(method, HttpRequest.BodyPublishers.noBody())
                : request.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(json));
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != expected) {
            throw new GraderCli.UsageProblem(method + " " + path + " answered " + response.statusCode() + ": "
                    + response.body().lines().limit(3).reduce("", (x, y) -> x + y));
        }
        return response.body();
    }
}
