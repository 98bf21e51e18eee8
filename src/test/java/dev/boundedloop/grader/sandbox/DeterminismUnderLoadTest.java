package dev.boundedloop.grader.sandbox;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.workers.WorkerPool;
import dev.boundedloop.grader.workers.WorkerPoolSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The same source gets the same report, timings aside, in two different worker JVMs while a third
 * worker grades hostile sources that exhaust their fuel and memory as fast as they can. Every
 * legal corpus source and every correct catalogue policy is graded once on each side, the slow but
 * legal ones (sorts, maps, format, text search on every decision) among them; their JSON reports,
 * without timings, must be equal: verdicts, scores, output, messages and transcripts alike.
 */
@ProcessTest
class DeterminismUnderLoadTest {

    private static final String ASSIGNMENT = "ch03-unit-a";
    private static final Suite SUITE = TestSuites.whole(ASSIGNMENT);
    /**
     * Reports are compared as text, written in the order their maps iterate, as the service stores
     * them: maps built with Map.of iterate in an order each JVM salts, so the worker protocol sorts
     * map keys, and this mapper must not hide a difference by sorting them again.
     */
    private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
    /**
     * Hostile sources that keep the load worker busy with JDK work, growth and aborts (and so with
     * worker recycling), quick enough each that the load keeps changing while the legal ones run.
     */
    private static final List<String> LOAD = List.of("AppendPrimitives.java", "FormatRepeatsArgument.java",
            "AddAllToItself.java", "BigArraySortEachDecision.java", "SubclassEnsureCapacity.java", "ListSortLoop.java");

    @Test
    void everyLegalSourceGetsTheSameReportInTwoWorkersUnderLoad() throws Exception {
        List<Path> sources = new ArrayList<>(Corpus.files("legal").toList());
        sources.addAll(catalogueCorrect());
        WorkerPoolSettings one = WorkerPoolSettings.defaults().withSize(1).withJobTimeout(Duration.ofSeconds(60));
        AtomicBoolean loading = new AtomicBoolean(true);
        AtomicInteger loadStarted = new AtomicInteger();
        try (WorkerPool first = new WorkerPool(one);
                WorkerPool second = new WorkerPool(one);
                WorkerPool load = new WorkerPool(one)) {
            first.awaitReady(Duration.ofSeconds(90));
            second.awaitReady(Duration.ofSeconds(90));
            load.awaitReady(Duration.ofSeconds(90));
            Thread loader = new Thread(() -> {
                while (loading.get()) {
                    String name = LOAD.get(loadStarted.getAndIncrement() % LOAD.size());
                    load.grade(SUITE, read(Corpus.files("redteam")
                            .filter(p -> p.getFileName().toString().equals(name)).findFirst().orElseThrow()));
                }
            }, "determinism-load");
            loader.start();
            List<String> differences = new ArrayList<>();
            boolean loadRanThroughout;
            try {
                for (Path source : sources) {
                    byte[] bytes = read(source);
                    GradingReport onFirst = first.grade(SUITE, bytes);
                    GradingReport onSecond = second.grade(SUITE, bytes);
                    assertThat(onFirst.status()).as("%s: %s", source.getFileName(), onFirst.message())
                            .isEqualTo(SubmissionStatus.GRADED);
                    assertThat(onFirst.score()).as("%s", source.getFileName()).isEqualTo(onFirst.maxScore());
                    String firstJson = withoutTimings(onFirst);
                    String secondJson = withoutTimings(onSecond);
                    if (!firstJson.equals(secondJson)) {
                        differences.add(source.getFileName() + ": " + firstDifference(firstJson, secondJson));
                    }
                }
            } finally {
                loadRanThroughout = loader.isAlive();
                loading.set(false);
                loader.join(120_000);
            }
            assertThat(differences).as("sources whose reports differ between two workers").isEmpty();
            assertThat(loadRanThroughout).as("the load was still running when the last legal source was graded").isTrue();
            assertThat(loadStarted.get()).as("hostile sources graded alongside").isGreaterThan(1);
        }
    }

    private static String firstDifference(String first, String second) {
        String[] a = first.split("\n");
        String[] b = second.split("\n");
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (!a[i].equals(b[i])) {
                return "line " + (i + 1) + ": " + a[i].strip() + " | " + b[i].strip();
            }
        }
        return "lengths " + a.length + " and " + b.length;
    }

    private static String withoutTimings(GradingReport report) {
        return JSON.writeValueAsString(report.withTimings(Map.of()));
    }

    private static List<Path> catalogueCorrect() throws IOException {
        try (Stream<Path> listing = Files.list(TestSuites.CH03_CATALOGUE.resolve("correct"))) {
            return listing.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
