package dev.boundedloop.grader.similarity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The service's side of the JPlag bridge: with the bridge the build made (target/jplag, built before
 * the tests), sources are compared as similarity runs need; with no bridge, or with fake bridges made
 * here that crash, hang or answer with nonsense, the comparison fails with a message that names the
 * cause and the setting to look at.
 */
@ProcessTest
class SourceSimilarityTest {

    /** Where the build puts the bridge; the service's default folder too. */
    private static final Path BUILT = Path.of("target", "jplag");
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    @TempDir Path dir;

    private static String catalogue(String file) {
        return read(TestSuites.CH03_CATALOGUE.resolve(file));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, String> sources(String... keysAndSources) {
        Map<String, String> sources = new LinkedHashMap<>();
        for (int i = 0; i < keysAndSources.length; i += 2) {
            sources.put(keysAndSources[i], keysAndSources[i + 1]);
        }
        return sources;
    }

    @Test
    void theBuiltBridgeFindsTheCopyLeavesOutWhatDoesNotParseAndKeepsTheCallersOrder() {
        SourceSimilarity similarity = new SourceSimilarity(BUILT, TIMEOUT);
        assertThat(similarity.installationProblem()).as("run ./mvnw process-classes first").isEmpty();
        String helper = catalogue("correct/HelperClasses.java");
        // The copy comes first, so the pair is (copy, original) in the caller's order, whatever JPlag's order.
        Map<String, String> sources = sources(
                "zed", helper.replace("Budget", "Wallet"),
                "amy", catalogue("correct/StreamOfRules.java"),
                "broken", "public class Broken implements {",
                "bob", helper);

        SimilarityResult result = similarity.compare(sources,
                read(TestSuites.FOLDER.resolve("ch03-unit-a/Starter.java")), 0.5);

        assertThat(result.compared()).isEqualTo(3);
        assertThat(result.leftOut()).containsExactly("broken");
        assertThat(result.notes()).isEmpty();
        assertThat(result.pairs()).extracting(SimilarPair::a, SimilarPair::b).containsExactly(
                org.assertj.core.groups.Tuple.tuple("zed", "bob"));
        SimilarPair pair = result.pairs().get(0);
        assertThat(pair.similarity()).isGreaterThan(0.9).isLessThanOrEqualTo(1.0);
        assertThat(pair.sharedTokens()).isGreaterThanOrEqualTo(20);
        assertThat(pair.matches()).isSortedAccordingTo(java.util.Comparator.comparingInt(m -> m.a().startLine()));
        int lastLine = (int) helper.lines().count();
        assertThat(pair.matches()).allSatisfy(match -> {
            assertThat(match.a().startLine()).isBetween(1, match.a().endLine());
            assertThat(match.a().endLine()).isLessThanOrEqualTo(lastLine);
            assertThat(match.b().startLine()).isBetween(1, match.b().endLine());
        });
    }

    @Test
    void withoutBaseCodeTheResultSaysSoAndWithTooFewParseableSourcesThereIsNothingToCompare() {
        SourceSimilarity similarity = new SourceSimilarity(BUILT, TIMEOUT);
        String helper = catalogue("correct/HelperClasses.java");

        SimilarityResult noBase = similarity.compare(sources("a", helper, "b", helper), null, 0.5);
        SimilarityResult tooFew = similarity.compare(sources("a", helper, "b", "class {"), null, 0.5);

        assertThat(noBase.pairs()).hasSize(1);
        assertThat(noBase.pairs().get(0).similarity()).isEqualTo(1.0);
        assertThat(noBase.notes()).singleElement().asString().contains("No base code was given");
        assertThat(tooFew.pairs()).isEmpty();
        assertThat(tooFew.compared()).isZero();
        assertThat(tooFew.leftOut()).containsExactly("a", "b");
        assertThat(tooFew.notes()).anyMatch(note -> note.contains("Fewer than two sources could be parsed"));
    }

    @Test
    void fewerThanTwoSourcesNeedNoBridge() {
        SourceSimilarity nowhere = new SourceSimilarity(dir.resolve("no-such-folder"), TIMEOUT);

        SimilarityResult result = nowhere.compare(sources("a", "class A {}"), null, 0.5);

        assertThat(result.compared()).isEqualTo(1);
        assertThat(result.notes()).singleElement().asString().contains("nothing to compare");
    }

    @Test
    void noJplagFolderIsAProblemThatNamesTheFolderAndTheSetting() throws IOException {
        Path missing = dir.resolve("no-such-folder");
        Path empty = Files.createDirectories(dir.resolve("empty"));

        assertThatThrownBy(() -> new SourceSimilarity(missing, TIMEOUT).compare(twoSources(), null, 0.5))
                .isInstanceOf(JplagException.class)
                .hasMessageContaining("JPlag is not installed")
                .hasMessageContaining(missing.toAbsolutePath().toString())
                .hasMessageContaining("grader.similarity.jplag-folder");
        assertThat(new SourceSimilarity(empty, TIMEOUT).installationProblem()).hasValueSatisfying(problem ->
                assertThat(problem).contains("holds no admission-grader-jplag.jar", "grader.similarity.jplag-folder"));
    }

    @Test
    void aBridgeThatExitsWithAnErrorFailsTheComparisonWithWhatItPrinted() throws IOException {
        Path folder = fakeBridge("System.err.println(\"out of luck: no parser today\"); System.exit(3);");

        assertThatThrownBy(() -> new SourceSimilarity(folder, TIMEOUT).compare(twoSources(), null, 0.5))
                .isInstanceOf(JplagException.class)
                .hasMessageContaining("The JPlag bridge exited with code 3: out of luck: no parser today")
                .hasMessageContaining("out of luck: no parser today");
    }

    @Test
    void aBridgeThatFailsSayingWhyIsQuotedByItsOwnLineNotItsStackTrace() throws IOException {
        Path folder = fakeBridge("System.err.println(\"admission-grader-jplag: JPlag failed: no language\"); "
                + "new Throwable(\"a long stack trace\").printStackTrace(); System.exit(1);");

        assertThatThrownBy(() -> new SourceSimilarity(folder, TIMEOUT).compare(twoSources(), null, 0.5))
                .isInstanceOf(JplagException.class)
                .hasMessage("The JPlag bridge exited with code 1: JPlag failed: no language");
    }

    @Test
    void aBridgeThatAnswersWithGarbageOrAnotherProtocolFailsTheComparisonQuotingIt() throws IOException {
        Path garbage = fakeBridge("System.out.print(\"Hello from a bridge that lost its way\");");
        Path otherProtocol = fakeBridge("System.out.print(\"{\\\"bridge\\\": \\\"admission-grader-jplag\\\", \\\"protocol\\\": 7}\");");
        Path wrongNames = fakeBridge("System.out.print(\"{\\\"bridge\\\": \\\"admission-grader-jplag\\\", \\\"protocol\\\": 1, "
                + "\\\"enoughValid\\\": true, \\\"baseCodeError\\\": null, \\\"submissions\\\": 2, \\\"invalid\\\": [\\\"s09999\\\"], "
                + "\\\"pairs\\\": []}\");");
        Path silent = fakeBridge("");

        assertThatThrownBy(() -> new SourceSimilarity(garbage, TIMEOUT).compare(twoSources(), null, 0.5))
                .isInstanceOf(JplagException.class)
                .hasMessageContaining("answered with 'Hello from a bridge that lost its way'")
                .hasMessageContaining("not JSON");
        assertThatThrownBy(() -> new SourceSimilarity(otherProtocol, TIMEOUT).compare(twoSources(), null, 0.5))
                .isInstanceOf(JplagException.class)
                .hasMessageContaining("protocol 7")
                .hasMessageContaining("another version than the service");
        assertThatThrownBy(() -> new SourceSimilarity(wrongNames, TIMEOUT).compare(twoSources(), null, 0.5))
                .isInstanceOf(JplagException.class)
                .hasMessageContaining("a source named \"s09999\", which it was not given");
        assertThatThrownBy(() -> new SourceSimilarity(silent, TIMEOUT).compare(twoSources(), null, 0.5))
                .isInstanceOf(JplagException.class)
                .hasMessageContaining("answered with nothing");
    }

    @Test
    void aBridgeThatRunsPastTheTimeoutIsStoppedAndTheComparisonFailsSayingSo() throws IOException {
        Path pidFile = dir.resolve("bridge.pid");
        Path folder = fakeBridge("java.nio.file.Files.writeString(java.nio.file.Path.of(\""
                + pidFile.toAbsolutePath().toString().replace("\\", "\\\\") + "\"), "
                + "String.valueOf(ProcessHandle.current().pid())); Thread.sleep(120_000);");

        assertThatThrownBy(() -> new SourceSimilarity(folder, Duration.ofSeconds(3)).compare(twoSources(), null, 0.5))
                .isInstanceOf(JplagException.class)
                .hasMessageContaining("did not finish within PT3S")
                .hasMessageContaining("grader.similarity.jplag-timeout");
        long pid = Long.parseLong(Files.readString(pidFile).strip());
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).as("the bridge was stopped").isIn(
                java.util.Optional.empty(), java.util.Optional.of(false));
    }

    private static Map<String, String> twoSources() {
        return sources("a", "class A { int a() { return 1; } }", "b", "class B { int b() { return 2; } }");
    }

    /** A JPlag folder whose bridge's main method runs the given statements (it may throw anything). */
    private Path fakeBridge(String body) throws IOException {
        Path folder = Files.createTempDirectory(dir, "fake-jplag-");
        Path sources = Files.createDirectories(folder.resolve("src/dev/boundedloop/grader/jplag"));
        Path classes = Files.createDirectories(folder.resolve("classes"));
        Path source = sources.resolve("JplagBridge.java");
        Files.writeString(source, """
                package dev.boundedloop.grader.jplag;

                public class JplagBridge {
                    public static void main(String[] args) throws Exception {
                        %s
                    }
                }
                """.formatted(body));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac.run(null, null, null, "-d", classes.toString(), source.toString())).isZero();
        Path classFile = classes.resolve("dev/boundedloop/grader/jplag/JplagBridge.class");
        try (OutputStream file = Files.newOutputStream(folder.resolve(SourceSimilarity.BRIDGE_JAR));
                JarOutputStream jar = new JarOutputStream(file)) {
            jar.putNextEntry(new JarEntry("dev/boundedloop/grader/jplag/JplagBridge.class"));
            jar.write(Files.readAllBytes(classFile));
            jar.closeEntry();
        }
        Files.createDirectories(folder.resolve("lib"));
        return folder;
    }

    /** The fakes stand in for the real bridge: the same class, in the jar of the same name. */
    @Test
    void theBuiltBridgeIsTheClassTheFakesStandInFor() throws IOException {
        try (java.util.jar.JarFile jar = new java.util.jar.JarFile(BUILT.resolve(SourceSimilarity.BRIDGE_JAR).toFile())) {
            assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class")).isEqualTo(SourceSimilarity.BRIDGE_MAIN);
            assertThat(jar.getManifest().getMainAttributes().getValue("License")).isEqualTo("GPL-3.0-or-later");
            assertThat(jar.getEntry(SourceSimilarity.BRIDGE_MAIN.replace('.', '/') + ".class")).isNotNull();
            assertThat(jar.getEntry("META-INF/COPYING")).isNotNull();
        }
    }
}
