package dev.boundedloop.grader.load;

import dev.boundedloop.grader.TestSuites;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
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
import java.util.concurrent.ConcurrentHashMap;
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
 *
 * <p>With {@code --rate R --hostile-share F} the measured phase is a fairness test: the learners'
 * honest stream at R per second, and one more learner submitting slow hostile policies (from
 * {@code load/hostile}) on top, so that they are the share F of all submissions. Honest and hostile
 * latencies are reported apart. Submissions still unfinished {@code --drain S} seconds (default 30)
 * after the last one was sent are counted as UNFINISHED, at the time waited so far.
 */
public final class LoadDriver {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Path CATALOGUE = TestSuites.CH03_CATALOGUE;
    private static final Path HOSTILE = Path.of("src/test/resources/load/hostile");

    private final URI server;
    private final HttpClient http = HttpClient.newBuilder().executor(Executors.newCachedThreadPool()).build();
    private final List<String> policies;
    private final List<String> hostilePolicies;

    private LoadDriver(URI server) throws IOException {
        this.server = server;
        this.policies = sources(CATALOGUE);
        this.hostilePolicies = sources(HOSTILE);
    }

    private static List<String> sources(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory)) {
            List<Path> sources = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
            List<String> texts = new ArrayList<>();
            for (Path source : sources) {
                texts.add(Files.readString(source));
            }
            return texts;
        }
    }

    record Outcome(long sentNanos, long doneNanos, String status, boolean hostile) {
        double millis() {
            return (doneNanos - sentNanos) / 1e6;
        }
    }

    /** Who submits in an open loop: the honest learners in turn and, at the given share, the hostile one. */
    record Submitters(List<String> honest, String hostile, double hostileShare) {
        boolean hostileAt(int n) {
            return hostile != null && Math.floor((n + 1) * hostileShare) > Math.floor(n * hostileShare);
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
        double hostileShare = Double.parseDouble(options.getOrDefault("--hostile-share", "0"));
        Duration drain = Duration.ofSeconds(Long.parseLong(options.getOrDefault("--drain", "30")));
        if (hostileShare < 0 || hostileShare >= 1 || (hostileShare > 0 && rate <= 0)) {
            throw new IllegalArgumentException("--hostile-share is a fraction below 1 and needs an open loop (--rate)");
        }

        LoadDriver driver = new LoadDriver(server);
        List<String> tokens = driver.createLearners(instructor, learners, "");
        System.out.printf("%d learners, %d submissions (%d warm-up), %s%n", learners, submissions, warmup,
                rate > 0 ? "open loop at " + rate + "/s" : "closed loop");
        Submitters honestOnly = new Submitters(tokens, null, 0);
        driver.run(honestOnly, warmup, rate, drain);
        Submitters measuredSubmitters = honestOnly;
        if (hostileShare > 0) {
            String hostile = driver.createLearners(instructor, 1, "-hostile").get(0);
            measuredSubmitters = new Submitters(tokens, hostile, hostileShare);
            System.out.printf("measured phase: %.1f honest/s plus one hostile learner at %.1f/s (%.0f%% of all)%n",
                    rate, rate * hostileShare / (1 - hostileShare), hostileShare * 100);
        }
        double cpuBefore = driver.serverCpuSeconds();
        List<Outcome> measured = driver.run(measuredSubmitters, submissions - warmup, rate, drain);
        if (hostileShare > 0) {
            report("honest", measured.stream().filter(o -> !o.hostile()).toList(), Double.NaN);
            report("hostile", measured.stream().filter(Outcome::hostile).toList(), Double.NaN);
            // Read last: a service with every request thread waiting on ?wait may answer late, or not at all.
            double cpuSeconds = driver.serverCpuSeconds() - cpuBefore;
            System.out.printf("service CPU: %.1f ms per submission, honest and hostile together%n",
                    cpuSeconds * 1000 / measured.size());
        } else {
            double cpuSeconds = driver.serverCpuSeconds() - cpuBefore;
            report("all", measured, cpuSeconds);
        }
        System.exit(0);
    }

    /** {@code honestCount} honest submissions (and the hostile ones that come with them). */
    private List<Outcome> run(Submitters submitters, int honestCount, double rate, Duration drain)
            throws InterruptedException {
        return rate > 0 ? openLoop(submitters, honestCount, rate, drain) : closedLoop(submitters.honest(), honestCount);
    }

    /** The service's own CPU time so far, from its Prometheus metrics: load-independent cost per submission. */
    private double serverCpuSeconds() throws IOException, InterruptedException {
        String metrics;
        try {
            metrics = send(HttpRequest.newBuilder(server.resolve("/actuator/prometheus")).timeout(Duration.ofSeconds(30))
                    .GET().build()).body();
        } catch (HttpTimeoutException busy) {
            return Double.NaN;
        }
        return metrics.lines().filter(line -> line.startsWith("process_cpu_time_ns_total ")).findFirst()
                .map(line -> Double.parseDouble(line.substring(line.indexOf(' ') + 1)) / 1e9).orElse(Double.NaN);
    }

    private List<String> createLearners(String instructor, int count, String suffix)
            throws IOException, InterruptedException {
        String run = UUID.randomUUID().toString().substring(0, 6);
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            HttpResponse<String> created = send(request("/api/instructor/learners", instructor)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"load-" + run + "-" + i + suffix + "\"}"))
                    .build());
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
                    outcomes.add(submitAndAwait(token, n, n, false));
                }
            });
        }
        learners.shutdown();
        learners.awaitTermination(1, TimeUnit.HOURS);
        return outcomes;
    }

    /**
     * Submissions start at a fixed rate whether or not earlier ones are done: the honest rate, plus the
     * hostile share on top. Whatever is still unfinished {@code drain} after the last one was sent is
     * counted as UNFINISHED at the time waited so far.
     */
    private List<Outcome> openLoop(Submitters submitters, int honestCount, double rate, Duration drain)
            throws InterruptedException {
        Map<Integer, Outcome> outcomes = new ConcurrentHashMap<>();
        Map<Integer, Outcome> sent = new ConcurrentHashMap<>();
        ExecutorService inFlight = Executors.newCachedThreadPool();
        ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger honestSent = new AtomicInteger();
        AtomicInteger hostileSent = new AtomicInteger();
        double totalRate = rate / (1 - submitters.hostileShare());
        clock.scheduleAtFixedRate(() -> {
            if (honestSent.get() >= honestCount) {
                return;
            }
            int n = next.getAndIncrement();
            boolean hostile = submitters.hostileAt(n);
            int variant = hostile ? hostileSent.getAndIncrement() : honestSent.getAndIncrement();
            String token = hostile ? submitters.hostile() : submitters.honest().get(variant % submitters.honest().size());
            sent.put(n, new Outcome(System.nanoTime(), 0, "UNFINISHED", hostile));
            inFlight.execute(() -> outcomes.put(n, submitAndAwait(token, n, variant, hostile)));
        }, 0, (long) (1_000_000 / totalRate), TimeUnit.MICROSECONDS);
        while (honestSent.get() < honestCount) {
            Thread.sleep(100);
        }
        clock.shutdownNow();
        inFlight.shutdown();
        if (!inFlight.awaitTermination(drain.toMillis(), TimeUnit.MILLISECONDS)) {
            System.out.printf("%d submissions still unfinished %d s after the last was sent%n",
                    sent.size() - outcomes.size(), drain.toSeconds());
        }
        long cutOff = System.nanoTime();
        List<Outcome> all = new ArrayList<>();
        sent.forEach((n, pending) -> all.add(outcomes.getOrDefault(n,
                new Outcome(pending.sentNanos(), cutOff, "UNFINISHED", pending.hostile()))));
        return all;
    }

    /** Submits the {@code variant}th honest or hostile policy, made unique by {@code n}. */
    private Outcome submitAndAwait(String token, int n, int variant, boolean hostile) {
        List<String> from = hostile ? hostilePolicies : policies;
        String source = from.get(variant % from.size()) + "\n// load submission " + n + " " + UUID.randomUUID() + "\n";
        long sent = System.nanoTime();
        try {
            String body = JSON.writeValueAsString(Map.of("assignment", "ch03-unit-a", "source", source));
            HttpResponse<String> response = send(request("/api/submissions?wait=60", token)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build());
            if (response.statusCode() != 200 && response.statusCode() != 202) {
                return new Outcome(sent, System.nanoTime(), "HTTP " + response.statusCode(), hostile);
            }
            JsonNode view = JSON.readTree(response.body());
            String location = response.headers().firstValue("Location").orElseThrow();
            while (view.get("status").asString().matches("QUEUED|RUNNING")) {
                // Poll more slowly the longer it takes, so hundreds of waiting submissions stay cheap.
                Thread.sleep(Math.min(500, Math.max(20, (System.nanoTime() - sent) / 20_000_000)));
                view = JSON.readTree(send(request(location, token).GET().build()).body());
            }
            return new Outcome(sent, System.nanoTime(), view.get("status").asString(), hostile);
        } catch (IOException | RuntimeException e) {
            return new Outcome(sent, System.nanoTime(), e.getClass().getSimpleName(), hostile);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(sent, System.nanoTime(), "interrupted", hostile);
        }
    }

    private HttpRequest.Builder request(String path, String token) {
        return HttpRequest.newBuilder(server.resolve(path)).timeout(Duration.ofSeconds(90))
                .header("Authorization", "Bearer " + token);
    }

    private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static void report(String label, List<Outcome> measured, double cpuSeconds) {
        if (measured.isEmpty()) {
            System.out.println(label + ": nothing measured after the warm-up");
            return;
        }
        long start = measured.stream().mapToLong(Outcome::sentNanos).min().orElseThrow();
        long end = measured.stream().mapToLong(Outcome::doneNanos).max().orElseThrow();
        double seconds = (end - start) / 1e9;
        double[] latencies = measured.stream().mapToDouble(Outcome::millis).sorted().toArray();
        Map<String, Integer> statuses = new TreeMap<>();
        measured.forEach(o -> statuses.merge(o.status(), 1, Integer::sum));
        System.out.printf("%s: measured %d submissions in %.1f s: %.1f graded/s end to end%n", label,
                measured.size(), seconds, measured.size() / seconds);
        System.out.printf("%s latency ms: p50 %.0f, p90 %.0f, p99 %.0f, max %.0f%s%n", label, percentile(latencies, 50),
                percentile(latencies, 90), percentile(latencies, 99), latencies[latencies.length - 1],
                statuses.containsKey("UNFINISHED") ? " (UNFINISHED ones count the time waited: lower bounds)" : "");
        System.out.println(label + " statuses: " + statuses);
        if (!Double.isNaN(cpuSeconds)) {
            System.out.printf("service CPU: %.1f ms per submission (all threads, JIT and GC included)%n",
                    cpuSeconds * 1000 / measured.size());
        }
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
