package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.hashing.Sha256;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The reports of {@code ch03-unit-a}'s catalogue and of the sandbox corpus (red-team, legal and
 * isolation sources) stay byte for byte what they were before assignments named their learner
 * API, timings aside. The digests were written by the grader of that time; rewrite them on purpose
 * only, with {@code -Dgolden.write=true}, when a report is meant to change.
 */
@ProcessTest
class Ch03ReportsStayTheSameTest {

    /**
     * Longer than the default: the one test grades the whole corpus in turn (two minutes on an idle
     * two-core machine), and it ran past ten minutes on one loaded four times over.
     */
    private static final int WHOLE_CORPUS_MINUTES = 30;

    private static final Path GOLDEN = Path.of("src/test/resources/golden/ch03-unit-a-report-digests.txt");
    /** The ch03 corpus only: other learner APIs keep hostile sources of their own beside these folders. */
    private static final List<Path> SANDBOX_CORPUS = Stream.of("redteam", "legal", "isolation")
            .map(Path.of("src/test/resources/sandbox")::resolve).toList();

    @Test
    @Timeout(value = WHOLE_CORPUS_MINUTES, unit = TimeUnit.MINUTES)
    void everyReportIsTheOneGradedBeforeTheAssignmentModel() throws IOException {
        Suite suite = TestSuites.whole("ch03-unit-a");
        Grader grader = SandboxedGrader.create(KindRegistry.KINDS);
        Map<String, String> digests = new TreeMap<>();
        for (Path source : sources()) {
            GradingReport report = grader.grade(suite, Files.readAllBytes(source)).withTimings(Map.of());
            digests.put(source.toString().replace('\\', '/'), Sha256.hex(ReportJson.write(report)));
        }
        StringBuilder lines = new StringBuilder();
        digests.forEach((file, digest) -> lines.append(file).append(' ').append(digest).append('\n'));
        if (Boolean.getBoolean("golden.write")) {
            Files.writeString(GOLDEN, lines);
        }
        assertThat(digests).hasSizeGreaterThan(100);
        assertThat(lines.toString()).isEqualTo(Files.readString(GOLDEN));
    }

    private static Iterable<Path> sources() throws IOException {
        List<Path> sources = new ArrayList<>();
        for (Path folder : Stream.concat(Stream.of(TestSuites.CH03_CATALOGUE), SANDBOX_CORPUS.stream()).toList()) {
            try (Stream<Path> walked = Files.walk(folder)) {
                walked.filter(p -> p.toString().endsWith(".java")).filter(p -> !boundedOnly(p)).forEach(sources::add);
            }
        }
        return sources.stream().sorted().toList();
    }

    /**
     * Compile bombs promise only that javac stops in bounds: whether it ends in an error or a graded
     * report depends on the memory and time the compile had, so their reports are no fixed text.
     */
    private static boolean boundedOnly(Path source) {
        try (Stream<String> lines = Files.lines(source)) {
            return lines.findFirst().orElse("").startsWith("// expect: COMPILE_BOUNDED");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
