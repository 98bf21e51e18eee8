package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Compiles kept by the supervisor across two worker JVMs: grading a source again reuses its compile
 * and gives the report a pool that keeps nothing gives, and one learner's compile never serves
 * another learner's source.
 */
@ProcessTest
class CompileReuseThroughWorkersTest {

    private static final Suite SUITE = TestSuites.whole("ch03-unit-a");
    private static final Path CATALOGUE = TestSuites.CH03_CATALOGUE;

    private static WorkerPool reusing;
    private static WorkerPool compilingEveryTime;

    @BeforeAll
    static void startPools() throws InterruptedException {
        WorkerPoolSettings two = WorkerPoolSettings.defaults().withSize(2).withJobTimeout(Duration.ofSeconds(60));
        reusing = new WorkerPool(two);
        compilingEveryTime = new WorkerPool(two.withSize(1).withCompileCacheBytes(0));
        reusing.awaitReady(Duration.ofSeconds(90));
        compilingEveryTime.awaitReady(Duration.ofSeconds(90));
    }

    @AfterAll
    static void stopPools() {
        reusing.close();
        compilingEveryTime.close();
    }

    @Test
    void everyCataloguePolicyGradedAgainFromItsKeptCompileGetsTheReportOfAFreshCompile() throws IOException {
        List<byte[]> sources = new ArrayList<>();
        try (Stream<Path> files = Stream.concat(Files.list(CATALOGUE.resolve("correct")), Files.list(CATALOGUE.resolve("wrong")))) {
            for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                sources.add(Files.readAllBytes(file));
            }
        }
        for (byte[] source : sources) {
            reusing.grade(SUITE, source);
        }
        long reusedBefore = reusing.compilesReused();

        for (byte[] source : sources) {
            GradingReport again = reusing.grade(SUITE, source);
            GradingReport fresh = compilingEveryTime.grade(SUITE, source);
            assertThat(withoutTimings(again)).isEqualTo(withoutTimings(fresh));
        }

        assertThat(reusing.compilesReused() - reusedBefore).isEqualTo(sources.size());
        assertThat(compilingEveryTime.compilesReused()).isZero();
    }

    @Test
    void aCompileErrorIsReportedTheSameWhenReused() {
        byte[] broken = """
                import dev.boundedloop.policy.*;
                public class Broken implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) { return Admission.NOT_A_VERDICT; }
                }
                """.getBytes(StandardCharsets.UTF_8);
        GradingReport first = reusing.grade(SUITE, broken);
        long reusedBefore = reusing.compilesReused();

        GradingReport again = reusing.grade(SUITE, broken);

        assertThat(reusing.compilesReused()).isEqualTo(reusedBefore + 1);
        assertThat(first.status()).isEqualTo(SubmissionStatus.COMPILE_ERROR);
        assertThat(withoutTimings(again)).isEqualTo(withoutTimings(first))
                .isEqualTo(withoutTimings(compilingEveryTime.grade(SUITE, broken)));
    }

    @Test
    void oneLearnersCompileIsNeverServedForAnotherLearnersSource() throws IOException {
        String honest = Files.readString(CATALOGUE.resolve("correct/Reference.java"));
        // The same class, name and layout, but it calls System.exit: only its own compile may grade it.
        String hostile = honest.replaceFirst("(public Admission decide\\(AdmissionState \\w+\\) \\{)",
                "$1 System.exit(0);");
        assertThat(hostile).isNotEqualTo(honest);
        byte[] honestBytes = honest.getBytes(StandardCharsets.UTF_8);
        byte[] hostileBytes = hostile.getBytes(StandardCharsets.UTF_8);
        byte[] oneByteMore = (honest + "\n").getBytes(StandardCharsets.UTF_8);

        List<GradingReport> honestReports = new ArrayList<>();
        List<GradingReport> hostileReports = new ArrayList<>();
        long madeBefore = reusing.compilesMade();
        for (int round = 0; round < 3; round++) {
            honestReports.add(reusing.grade(SUITE, honestBytes));
            hostileReports.add(reusing.grade(SUITE, hostileBytes));
        }
        GradingReport nearCopy = reusing.grade(SUITE, oneByteMore);

        assertThat(honestReports).allSatisfy(r -> assertThat(r.score()).isEqualTo(r.maxScore()));
        assertThat(hostileReports).allSatisfy(r -> {
            assertThat(r.status()).isEqualTo(SubmissionStatus.REJECTED);
            assertThat(r.violations()).anySatisfy(v -> assertThat(v.target()).isEqualTo("java.lang.System#exit"));
        });
        assertThat(withoutTimings(nearCopy).score()).isEqualTo(honestReports.get(0).score());
        // the honest source may have been kept by the test above; the other two are compiled here, once each
        assertThat(reusing.compilesMade() - madeBefore).isBetween(2L, 3L);
    }

    private static GradingReport withoutTimings(GradingReport report) {
        return report.withTimings(Map.of());
    }
}
