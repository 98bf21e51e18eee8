package dev.boundedloop.grader.cli.service;

import dev.boundedloop.grader.cli.SyntheticPolicies;
import dev.boundedloop.grader.cli.LocalGrading;
import dev.boundedloop.grader.cli.GraderCli;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.similarity.SimilarPair;
import dev.boundedloop.grader.similarity.SimilarityResult;
import dev.boundedloop.grader.similarity.SourceSimilarity;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "similarity-benchmark", mixinStandardHelpOptions = true,
        description = "Generates learners' policies (a few of them renamed copies of others) and times one similarity "
                + "run over them with the JPlag bridge, as the service runs it, with the assignment's starter as base code.")
final class SimilarityBenchmarkCommand implements Callable<Integer> {

    @Spec CommandSpec spec;

    @Option(names = "--learners", defaultValue = "300", description = "Default: ${DEFAULT-VALUE}.")
    int learners;

    @Option(names = "--copies", defaultValue = "5", description = "How many of them copy another learner. Default: ${DEFAULT-VALUE}.")
    int copies;

    @Option(names = "--threshold", defaultValue = "0.5", description = "Default: ${DEFAULT-VALUE}.")
    double threshold;

    @Option(names = "--seed", defaultValue = "42", description = "Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--assignment", defaultValue = "ch03-unit-a", description = "Its starter is the base code. Default: ${DEFAULT-VALUE}.")
    String assignment;

    @Option(names = "--cases", paramLabel = "DIR", defaultValue = "grader-cases",
            description = "Suites from this folder; without it, the built-in ones. Default: ${DEFAULT-VALUE}.")
    Path cases;

    @Option(names = "--jplag", paramLabel = "DIR", defaultValue = "target/jplag",
            description = "The JPlag bridge's folder (the service's grader.similarity.jplag-folder). Default: ${DEFAULT-VALUE}.")
    Path jplag;

    @Option(names = "--show", defaultValue = "10", description = "How many of the most similar pairs to print. Default: ${DEFAULT-VALUE}.")
    int show;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (learners < 2 || copies < 0 || 2 * copies > learners || threshold < 0 || threshold > 1) {
            throw new GraderCli.UsageProblem("need --learners of at least 2, --copies from 0 to half the learners, "
                    + "and --threshold from 0 to 1");
        }
        SourceSimilarity similarity = new SourceSimilarity(jplag, Duration.ofMinutes(30));
        similarity.installationProblem().ifPresent(problem -> {
            throw new GraderCli.UsageProblem("--jplag " + jplag + ": " + problem);
        });
        Suite suite = LocalGrading.suite(Files.isDirectory(cases) ? cases : null, assignment);
        List<SyntheticPolicies.Policy> policies = SyntheticPolicies.generate(learners, copies, seed);
        Map<String, String> sources = new LinkedHashMap<>();
        policies.forEach(policy -> sources.put(policy.learner(), policy.source()));
        out.printf("similarity benchmark: %d learners (%d of them renamed copies), threshold %.2f, %d cores, starter of %s "
                + "as base code%n", learners, copies, threshold, Runtime.getRuntime().availableProcessors(), assignment);

        long start = System.nanoTime();
        SourceSimilarity.Measured measured = similarity.measure(sources, suite.starterSource(), threshold);
        long nanos = System.nanoTime() - start;
        SimilarityResult result = measured.result();

        out.printf("one run: %.1f s wall clock (JPlag's work %.1f s of it), %.1f s CPU of the bridge's JVM, for %d sources "
                + "compared (%d pairs), %d left out%n", nanos / 1e9, measured.jplag().toMillis() / 1e3,
                measured.bridgeCpu().toMillis() / 1e3, result.compared(),
                (long) result.compared() * (result.compared() - 1) / 2, result.leftOut().size());
        result.notes().forEach(note -> out.println("note: " + note));
        out.printf("pairs at or above %.2f: %d (%s)%n", threshold, result.pairs().size(), bands(result.pairs()));
        int found = 0;
        for (SyntheticPolicies.Policy copy : policies.stream().filter(policy -> policy.copyOf() != null).toList()) {
            int rank = rankOf(result.pairs(), copy.learner(), copy.copyOf());
            found += rank > 0 ? 1 : 0;
            out.printf("  copy %s of %s: %s%n", copy.learner(), copy.copyOf(), rank > 0
                    ? "found, similarity %.3f, rank %d".formatted(result.pairs().get(rank - 1).similarity(), rank)
                    : "NOT found");
        }
        out.printf("renamed copies found: %d of %d%n", found, copies);
        out.printf("the %d most similar pairs:%n", Math.min(show, result.pairs().size()));
        for (SimilarPair pair : result.pairs().subList(0, Math.min(show, result.pairs().size()))) {
            out.printf("  %.3f  %s  %s  %d matches, %d tokens%n", pair.similarity(), pair.a(), pair.b(), pair.matches().size(),
                    pair.sharedTokens());
        }
        out.flush();
        return 0;
    }

    /** How many pairs fall in each tenth of similarity, from the top, e.g. "1.0: 12, 0.9-1.0: 3". */
    private static String bands(List<SimilarPair> pairs) {
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put("1.0", pairs.stream().filter(pair -> pair.similarity() >= 1.0).count());
        for (int tenth = 9; tenth >= 0; tenth--) {
            double low = tenth / 10.0;
            double high = (tenth + 1) / 10.0;
            long count = pairs.stream().filter(pair -> pair.similarity() >= low && pair.similarity() < high).count();
            if (count > 0) {
                counts.put("%.1f-%.1f".formatted(low, high), count);
            }
        }
        return counts.entrySet().stream().map(entry -> entry.getKey() + ": " + entry.getValue())
                .collect(java.util.stream.Collectors.joining(", "));
    }

    /** 1-based rank of the pair of these two learners, or 0 when it is not among the pairs. */
    private static int rankOf(List<SimilarPair> pairs, String one, String other) {
        for (int i = 0; i < pairs.size(); i++) {
            SimilarPair pair = pairs.get(i);
            if (Objects.equals(pair.a(), one) && Objects.equals(pair.b(), other)
                    || Objects.equals(pair.a(), other) && Objects.equals(pair.b(), one)) {
                return i + 1;
            }
        }
        return 0;
    }
}
