package dev.boundedloop.grader.load;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The load benchmark: simulated learners submit distinct policies to a running service over HTTP
 * and wait for each report (POST ?wait=60, then GET until final). It reports graded submissions
 * per second, end to end, with latency percentiles, leaving the warm-up out. A command, not a test:
 *
 * <pre>./mvnw -q test-compile exec:java -Dexec.classpathScope=test \
 *   -Dexec.mainClass=dev.boundedloop.grader.load.LoadDriver \
 *   -Dexec.args="--server http://localhost:8080 --token INSTRUCTOR_TOKEN --learners 16 --submissions 3000"</pre>
 *
 * With {@code --rate R} it submits at a fixed R per second instead (an open loop), which is how to
 * read latency at a given rate; without it each learner submits again as soon as it has a report.
 */
public final class LoadDriver {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Path CATALOGUE = Path.of("src/test/resources/catalogue/ch03-unit-a");

    private final URI server;
    private final HttpClient http = HttpClient.newBuilder().executor(Executors.newCachedThreadPool()).build();
    private final List<String> policies;

    private LoadDriver(URI server) throws IOException {
        this.server = server;
        try (Stream<Path> files = Files.walk(CATALOGUE)) {
            List<Path> sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
            List<String> texts = new ArrayList<>();
            for (Path source : sources) {
                texts.add(Files.readString(source));
            }
            this.policies = texts;
        }
    }

    record Outcome(long sentNanos, long doneNanos, String status) {
        double millis() {
            return (doneNanos - sentNanos) / 1e6;
        }
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = options(args);
        URI server = URI.create(options.getOrDefault("--server", "http://localhost:8080"));
        String instructor = required(options, "--token");
        int learners = Integer.parseInt(options.getOrDefault("--learners", "16"));
        int submissions = Integer.parseInt(options.getOrDefault("--submissions", "2000"));
        int warmup = Integer.parseInt(options.getOrDefault("--warmup", "200"));
        double rate = Double.parseDouble(options.getOrDefault("--rate", "0"));

        LoadDriver driver = new LoadDriver(server);
        List<String> tokens = driver.createLearners(instructor, learners);
        System.out.printf("%d learners, %d submissions (%d warm-up), %s%n", learners, submissions, warmup,
                rate > 0 ? "open loop at " + rate + "/s" : "closed loop");
        driver.run(tokens, warmup, rate);
        double cpuBefore = driver.serverCpuSeconds();
        List<Outcome> measured = driver.run(tokens, submissions - warmup, rate);
        double cpuSeconds = driver.serverCpuSeconds() - cpuBefore;
        report(measured, cpuSeconds);
        System.exit(0);
    }

    private List<Outcome> run(List<String> tokens, int count, double rate) throws InterruptedException {
        return rate > 0 ? openLoop(tokens, count, rate) : closedLoop(tokens, count);
    }

    /** The service's own CPU time so far, from its Prometheus metrics: load-independent cost per submission. */
    private double serverCpuSeconds() throws IOException, InterruptedException {
        String metrics = send(HttpRequest.newBuilder(server.resolve("/actuator/prometheus")).GET().build()).body();
        return metrics.lines().filter(line -> line.startsWith("process_cpu_time_ns_total ")).findFirst()
                .map(line -> Double.parseDouble(line.substring(line.indexOf(' ') + 1)) / 1e9).orElse(Double.NaN);
    }

    private List<String> createLearners(String instructor, int count) throws IOException, InterruptedException {
        String run = UUID.randomUUID().toString().substring(0, 6);
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            HttpResponse<String> created = send(request("/api/instructor/learners", instructor)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"load-" + run + "-" + i + "\"}")).build());
            if (created.statusCode() != 201) {
                throw new IllegalStateException("Cannot create learners: " + created.statusCode() + " " + created.body());
            }
            tokens.add(JSON.readTree(created.body()).get("token").asString());
        }
        return tokens;
    }

    /** Each learner submits, waits for the report, and submits again. */
    private List<Outcome> closedLoop(List<String> tokens, int submissions) throws InterruptedException {
        List<Outcome> outcomes = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger next = new AtomicInteger();
        ExecutorService learners = Executors.newFixedThreadPool(tokens.size());
        for (String token : tokens) {
            learners.execute(() -> {
                int n;
                while ((n = next.getAndIncrement()) < submissions) {
                    outcomes.add(submitAndAwait(token, n));
                }
            });
        }
        learners.shutdown();
        learners.awaitTermination(1, TimeUnit.HOURS);
        return outcomes;
    }

    /** Submissions start at a fixed rate whether or not earlier ones are done. */
    private List<Outcome> openLoop(List<String> tokens, int submissions, double rate) throws InterruptedException {
        List<Outcome> outcomes = Collections.synchronizedList(new ArrayList<>());
        ExecutorService inFlight = Executors.newCachedThreadPool();
        ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor();
        AtomicInteger next = new AtomicInteger();
        clock.scheduleAtFixedRate(() -> {
            int n = next.getAndIncrement();
            if (n < submissions) {
                inFlight.execute(() -> outcomes.add(submitAndAwait(tokens.get(n % tokens.size()), n)));
            }
        }, 0, (long) (1_000_000 / rate), TimeUnit.MICROSECONDS);
        while (next.get() < submissions) {
            Thread.sleep(100);
        }
        clock.shutdownNow();
        inFlight.shutdown();
        inFlight.awaitTermination(1, TimeUnit.HOURS);
        return outcomes;
    }

    private Outcome submitAndAwait(String token, int n) {
        String source = policies.get(n % policies.size()) + "\n// load submission " + n + " " + UUID.randomUUID() + "\n";
        long sent = System.nanoTime();
        try {
            String body = JSON.writeValueAsString(Map.of("assignment", "ch03-unit-a", "source", source));
            HttpResponse<String> response = send(request("/api/submissions?wait=60", token)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build());
            if (response.statusCode() != 200 && response.statusCode() != 202) {
                return new Outcome(sent, System.nanoTime(), "HTTP " + response.statusCode());
            }
            JsonNode view = JSON.readTree(response.body());
            String location = response.headers().firstValue("Location").orElseThrow();
            while (view.get("status").asString().matches("QUEUED|RUNNING")) {
                Thread.sleep(20);
                view = JSON.readTree(send(request(location, token).GET().build()).body());
            }
            return new Outcome(sent, System.nanoTime(), view.get("status").asString());
        } catch (IOException | RuntimeException e) {
            return new Outcome(sent, System.nanoTime(), e.getClass().getSimpleName());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(sent, System.nanoTime(), "interrupted");
        }
    }

    private HttpRequest.Builder request(String path, String token) {
        return HttpRequest.newBuilder(server.resolve(path)).timeout(Duration.ofSeconds(90))
                .header("Authorization", "Bearer " + token);
    }

    private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static void report(List<Outcome> measured, double cpuSeconds) {
        if (measured.isEmpty()) {
            System.out.println("Nothing measured after the warm-up");
            return;
        }
        long start = measured.stream().mapToLong(Outcome::sentNanos).min().orElseThrow();
        long end = measured.stream().mapToLong(Outcome::doneNanos).max().orElseThrow();
        double seconds = (end - start) / 1e9;
        double[] latencies = measured.stream().mapToDouble(Outcome::millis).sorted().toArray();
        Map<String, Integer> statuses = new TreeMap<>();
        measured.forEach(o -> statuses.merge(o.status(), 1, Integer::sum));
        System.out.printf("measured %d submissions in %.1f s: %.1f graded/s end to end%n", measured.size(), seconds,
                measured.size() / seconds);
        System.out.printf("latency ms: p50 %.0f, p90 %.0f, p99 %.0f, max %.0f%n", percentile(latencies, 50),
                percentile(latencies, 90), percentile(latencies, 99), latencies[latencies.length - 1]);
        System.out.println("statuses: " + statuses);
        System.out.printf("service CPU: %.1f ms per submission (all threads, JIT and GC included)%n",
                cpuSeconds * 1000 / measured.size());
    }

    private static double percentile(double[] sorted, double p) {
        int index = (int) Math.ceil(p / 100 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(index, sorted.length - 1))];
    }

    private static Map<String, String> options(String[] args) {
        if (args.length % 2 != 0) {
            throw new IllegalArgumentException("Options come in pairs: " + Arrays.toString(args));
        }
        Map<String, String> options = new TreeMap<>();
        for (int i = 0; i < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        return options;
    }

    private static String required(Map<String, String> options, String name) {
        String value = options.get(name);
        if (value == null) {
            throw new IllegalArgumentException(name + " is required");
        }
        return value;
    }
}
