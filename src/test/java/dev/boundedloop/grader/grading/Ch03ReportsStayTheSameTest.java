package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The reports of {@code ch03-unit-a}'s catalogue and of the sandbox's isolation sources stay byte
 * for byte what they were before assignments named their learner API, timings aside
 * ({@link GoldenReports}). The red-team and legal corpus is held to the same file by
 * {@code CorpusThroughWorkersTest}, through the worker JVMs that grade it anyway.
 */
@ProcessTest
class Ch03ReportsStayTheSameTest {

    private static final Path SANDBOX = Path.of("src/test/resources/sandbox");
    /** Graded here, in process. */
    private static final List<Path> IN_PROCESS = List.of(TestSuites.CH03_CATALOGUE, SANDBOX.resolve("isolation"));
    /** Graded through workers by the corpus test; the ch03 corpus only, as other learner APIs keep their own. */
    private static final List<Path> THROUGH_WORKERS = List.of(SANDBOX.resolve("redteam"), SANDBOX.resolve("legal"));

    @Test
    void everyReportIsTheOneGradedBeforeTheAssignmentModel() throws IOException {
        Suite suite = TestSuites.whole("ch03-unit-a");
        Grader grader = SandboxedGrader.create(KindRegistry.KINDS);
        Map<String, String> digests = new TreeMap<>();
        for (Path source : sources(IN_PROCESS)) {
            digests.put(key(source), GoldenReports.digest(grader.grade(suite, Files.readAllBytes(source))));
        }
        if (GoldenReports.writing()) {
            GoldenReports.rewrite(digests);
        }
        Map<String, String> golden = new TreeMap<>(GoldenReports.read());
        golden.keySet().retainAll(digests.keySet());

        assertThat(digests).hasSizeGreaterThan(25);
        assertThat(digests).isEqualTo(golden);
    }

    @Test
    void theGoldenFileNamesEverySourceThatHasAFixedReportAndNoOther() {
        List<String> expected = Stream.concat(sources(IN_PROCESS).stream(), sources(THROUGH_WORKERS).stream())
                .map(Ch03ReportsStayTheSameTest::key).sorted().toList();

        assertThat(GoldenReports.read().keySet()).containsExactlyElementsOf(expected);
    }

    private static String key(Path source) {
        return source.toString().replace('\\', '/');
    }

    private static List<Path> sources(List<Path> folders) {
        return folders.stream().flatMap(folder -> {
            try (Stream<Path> walked = Files.walk(folder)) {
                return walked.filter(p -> p.toString().endsWith(".java")).filter(p -> !boundedOnly(p)).toList().stream();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).sorted().toList();
    }

    /**
     * Compile bombs promise only that javac stops in bounds: whether it ends in an error or a graded
     * report depends on the memory and time the compile had, so their reports are no fixed text.
     */
    static boolean boundedOnly(Path source) {
        try (Stream<String> lines = Files.lines(source)) {
            return lines.findFirst().orElse("").startsWith("// expect: COMPILE_BOUNDED");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
