package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.jail.JailMode;
import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.jail.Protection;
import dev.boundedloop.grader.sandbox.ApiClasspath;
import dev.boundedloop.grader.workers.JvmCommand;
import dev.boundedloop.grader.workers.WorkerPool;
import dev.boundedloop.grader.workers.WorkerPoolSettings;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "benchmark", mixinStandardHelpOptions = true,
        description = "Grades distinct honest submissions through the warm worker pool and, in the same run, "
                + "through a fresh javac + java process each (the naive baseline), and prints both.")
final class BenchmarkCommand implements Callable<Integer> {

    @Spec CommandSpec spec;

    @Option(names = "--assignment", defaultValue = "ch03-unit-a", description = "Default: ${DEFAULT-VALUE}.")
    String assignment;

    @Option(names = "--submissions", defaultValue = "400", description = "Through the pool. Default: ${DEFAULT-VALUE}.")
    int submissions;

    @Option(names = "--baseline", defaultValue = "12", description = "Through the baseline. Default: ${DEFAULT-VALUE}.")
    int baseline;

    @Option(names = "--cases", paramLabel = "DIR", defaultValue = "grader-cases",
            description = "Whole suites from this folder; without it, the built-in visible cases. Default: ${DEFAULT-VALUE}.")
    Path cases;

    @Option(names = "--workers", description = "Pool size and client concurrency. Default: one per core.")
    Integer workers;

    @Option(names = "--jail", split = ",", paramLabel = "MODE",
            description = "The jail modes to run the pool with, one after the other in this run, e.g. "
                    + "required,off to compare the jail's cost. Default: as GRADER_SANDBOX_JAIL_MODE says (auto).")
    List<JailMode> jails;

    @Option(names = "--rounds", defaultValue = "1",
            description = "Runs the pool this many times in each --jail mode, the modes taking turns, so that a "
                    + "machine's drift falls on each alike; medians are printed per mode. Default: ${DEFAULT-VALUE}.")
    int rounds;

    @Override
    public Integer call() throws Exception {
        if (submissions < 1 || baseline < 1 || (workers != null && workers < 1) || rounds < 1) {
            throw new GraderCli.UsageProblem("need --submissions, --baseline, --workers and --rounds of at least 1 each");
        }
        PrintWriter out = spec.commandLine().getOut();
        int concurrency = workers != null ? workers : Runtime.getRuntime().availableProcessors();
        Path scratch = Files.createTempDirectory("grader-benchmark");
        Path suites = Files.isDirectory(cases) ? cases : null;
        Suite suite = LocalGrading.suite(suites, assignment);
        out.printf("benchmark: %d submissions through %d warm workers, %d through the baseline, %d at a time, "
                + "%d cases (%s)%n", submissions, concurrency, baseline, concurrency, suite.cases().size(),
                suite.visibleOnly() ? "the built-in visible cases only" : "the whole suite from " + cases);

        List<PoolRun> runs = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            for (JailMode mode : jails != null ? jails : List.of(WorkerPoolSettings.defaults().jail().mode())) {
                runs.add(poolRun(suite, concurrency, mode));
            }
        }
        Path api = ApiClasspath.extractTo(Files.createDirectories(scratch.resolve("api")),
                suite.assignment().learnerApi().apiTypes());
        long start = System.nanoTime();
        List<Sample> naive = run(concurrency, baseline, i -> baselineSample(scratch, api, source(submissions + i), i));
        long naiveNanos = System.nanoTime() - start;

        report(out, runs, naive, naiveNanos);
        out.flush();
        return 0;
    }

    /** The pool's part of a run, in one jail mode: warm-up, then the measured submissions. */
    private PoolRun poolRun(Suite suite, int concurrency, JailMode mode) throws Exception {
        long created = System.nanoTime();
        try (WorkerPool pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(concurrency)
                .withJail(JailSettings.defaults().withMode(mode)))) {
            pool.awaitProof(Duration.ofMinutes(2));
            long up = System.nanoTime();
            pool.awaitReady(Duration.ofMinutes(2));
            long ready = System.nanoTime();
            run(concurrency, 4 * concurrency, i -> timed(() -> pool.grade(suite, source(-1 - i))));
            CpuUse before = CpuUse.now(pool);
            long start = System.nanoTime();
            List<Sample> warm = run(concurrency, submissions, i -> timed(() -> pool.grade(suite, source(i))));
            long nanos = System.nanoTime() - start;
            return new PoolRun(pool.protection(), warm, nanos, CpuUse.now(pool).minus(before), up - created,
                    ready - created);
        }
    }

    /**
     * One pool's measured submissions and what its start took: until its first worker's JVM was up
     * (its proof arrived) and until every worker was warm.
     */
    record PoolRun(Protection protection, List<Sample> samples, long nanos, CpuUse cpu, long firstJvmUpNanos,
            long allWarmNanos) {

        double rate() {
            return samples.size() / (nanos / 1e9);
        }

        String label() {
            return "warm pool, " + protection.state();
        }
    }

    /**
     * CPU time spent so far: the pool's live workers, and this JVM, which supervises them. CPU time
     * does not depend on what else the machine runs, unlike throughput.
     */
    record CpuUse(long workersNanos, long supervisorNanos) {
        static CpuUse now(WorkerPool pool) {
            var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            return new CpuUse(pool.workersCpu().toNanos(), os.getProcessCpuTime());
        }

        CpuUse minus(CpuUse earlier) {
            return new CpuUse(workersNanos - earlier.workersNanos, supervisorNanos - earlier.supervisorNanos);
        }
    }

    /** One grading: its report (null for the baseline, which prints only the score) and its latency. */
    record Sample(GradingReport report, long nanos) {}

    private interface Job {
        Sample run(int index) throws Exception;
    }

    private static List<Sample> run(int concurrency, int count, Job job) throws Exception {
        ExecutorService clients = Executors.newFixedThreadPool(concurrency);
        try {
            List<Future<Sample>> futures = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int index = i;
                futures.add(clients.submit(() -> job.run(index)));
            }
            List<Sample> samples = new ArrayList<>();
            for (Future<Sample> future : futures) {
                samples.add(future.get());
            }
            return samples;
        } finally {
            clients.shutdownNow();
        }
    }

    private static Sample timed(Callable<GradingReport> grading) throws Exception {
        long start = System.nanoTime();
        GradingReport report = grading.call();
        if (report.status() != SubmissionStatus.GRADED || report.score() != report.maxScore()) {
            throw new IllegalStateException("an honest submission did not score full marks: " + report.message());
        }
        return new Sample(report, System.nanoTime() - start);
    }

    private Sample baselineSample(Path scratch, Path api, byte[] source, int index) throws Exception {
        Path dir = Files.createDirectories(scratch.resolve("baseline-" + index));
        Path file = Files.write(dir.resolve(className(submissions + index) + ".java"), source);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        long start = System.nanoTime();
        String javac = Path.of(System.getProperty("java.home"), "bin", "javac").toString();
        exec(List.of(javac, "-proc:none", "--release", "17", "-cp", api.toString(), "-d", classes.toString(),
                file.toString()));
        String score = exec(JvmCommand.forMain(BaselineRunner.class.getName(), List.of("-XX:+UseSerialGC"),
                List.of(assignment, classes.toString(), file.toString(), Files.isDirectory(cases) ? cases.toString() : "")));
        long nanos = System.nanoTime() - start;
        String[] parts = score.strip().split("/");
        if (!parts[0].equals(parts[parts.length - 1])) {
            throw new IllegalStateException("the baseline graded an honest submission " + score.strip());
        }
        return new Sample(null, nanos);
    }

    private static String exec(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.waitFor() != 0) {
            throw new IllegalStateException(command.get(0) + " failed: " + output);
        }
        String[] lines = output.strip().split("\n");
        return lines[lines.length - 1];
    }

    /** Distinct correct sources: the same rule written with a different class name and constant. */
    static String className(int index) {
        return "Bench" + (index < 0 ? "Warm" + (-index) : index);
    }

    static byte[] source(int index) {
        String name = className(index);
        return ("import dev.boundedloop.policy.*;\n"
                + "public class " + name + " implements AdmissionPolicy {\n"
                + "    private static final long SALT = " + index + "L;\n"
                + "    public Admission decide(AdmissionState s) {\n"
                + "        if (s.usedCalls() >= s.maxCalls()) return Admission.MODEL_CALL_LIMIT;\n"
                + "        if (s.nextCostCents() > s.budgetCents() - s.spentCents()) return Admission.MODEL_COST_LIMIT;\n"
                + "        return Admission.CALL;\n"
                + "    }\n"
                + "}\n").getBytes(StandardCharsets.UTF_8);
    }

    private static void report(PrintWriter out, List<PoolRun> runs, List<Sample> naive, long naiveNanos) {
        List<Sample> warm = runs.get(0).samples();
        out.println();
        out.println("per-stage figures are from the first pool (" + runs.get(0).label() + ")");
        out.println("per-stage time in a worker, median over the pool's submissions (ms):");
        for (String stage : List.of("compile", "verify", "instrument", "run", "cases")) {
            out.printf("  %-11s %8.2f%n", stage, median(warm, r -> r.timings().getOrDefault(stage + "Micros", 0L)) / 1000.0);
        }
        out.printf("  %-11s %8.2f   (JUnit Platform launcher: run minus cases)%n", "launcher",
                median(warm, r -> r.timings().get("runMicros") - r.timings().get("casesMicros")) / 1000.0);
        double naiveRate = naive.size() / (naiveNanos / 1e9);
        out.println();
        for (PoolRun run : runs) {
            out.printf("%-22s %6.1f submissions/s   latency p50 %7.1f ms   p99 %7.1f ms%n", run.label() + ":", run.rate(),
                    percentile(run.samples(), 50) / 1e6, percentile(run.samples(), 99) / 1e6);
        }
        out.printf("%-22s %6.1f submissions/s   latency p50 %7.1f ms   p99 %7.1f ms%n", "baseline:", naiveRate,
                percentile(naive, 50) / 1e6, percentile(naive, 99) / 1e6);
        out.printf("throughput ratio (%s / baseline): %.1fx%n", runs.get(0).label(), runs.get(0).rate() / naiveRate);
        out.println();
        for (PoolRun run : runs) {
            out.printf("%s: CPU per submission: workers %.2f ms, supervisor (this JVM) %.2f ms; start: first worker's"
                    + " JVM up in %d ms, every worker warm in %d ms%n", run.label(),
                    run.cpu().workersNanos() / 1e6 / run.samples().size(),
                    run.cpu().supervisorNanos() / 1e6 / run.samples().size(),
                    run.firstJvmUpNanos() / 1_000_000, run.allWarmNanos() / 1_000_000);
            out.println("  protection: " + run.protection().summary());
        }
        if (runs.size() > 1) {
            out.println();
            out.println("medians per mode, over its rounds:");
            runs.stream().map(PoolRun::label).distinct().forEach(label -> {
                List<PoolRun> mine = runs.stream().filter(run -> run.label().equals(label)).toList();
                out.printf("  %-20s %6.1f submissions/s   workers' CPU %.2f ms and supervisor's %.2f ms per submission;"
                        + " first JVM up in %.0f ms, all warm in %.0f ms (%d rounds)%n", label + ":",
                        middle(mine, PoolRun::rate), middle(mine, run -> run.cpu().workersNanos() / 1e6 / run.samples().size()),
                        middle(mine, run -> run.cpu().supervisorNanos() / 1e6 / run.samples().size()),
                        middle(mine, run -> run.firstJvmUpNanos() / 1e6), middle(mine, run -> run.allWarmNanos() / 1e6),
                        mine.size());
            });
        }
    }

    private static double middle(List<PoolRun> runs, java.util.function.ToDoubleFunction<PoolRun> figure) {
        double[] values = runs.stream().mapToDouble(figure).sorted().toArray();
        return values.length % 2 == 1 ? values[values.length / 2]
                : (values[values.length / 2 - 1] + values[values.length / 2]) / 2;
    }

    private static double median(List<Sample> samples, java.util.function.ToLongFunction<GradingReport> value) {
        List<Long> values = new ArrayList<>(samples.stream().map(s -> value.applyAsLong(s.report())).toList());
        Collections.sort(values);
        return values.get(values.size() / 2);
    }

    private static long percentile(List<Sample> samples, int percent) {
        List<Long> nanos = new ArrayList<>(samples.stream().map(Sample::nanos).toList());
        Collections.sort(nanos);
        return nanos.get(Math.min(nanos.size() - 1, (int) Math.ceil(percent / 100.0 * nanos.size()) - 1));
    }
}
