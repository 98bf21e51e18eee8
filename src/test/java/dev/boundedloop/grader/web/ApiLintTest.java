package dev.boundedloop.grader.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Spectral's recommended OpenAPI rules ({@code .spectral.yaml}, which extends {@code spectral:oas})
 * find nothing in the checked-in copy of the API document ({@value ApiDocumentCopyTest#COPY}), not
 * even a hint. Spectral runs through {@code npx} at a pinned version, which npm fetches from its
 * registry on the first run; nothing else leaves the machine. Without {@code npx} the test is skipped
 * with a message, unless {@code GRADER_API_LINT=required} (which CI sets) makes that a failure.
 */
@ProcessTest
class ApiLintTest {

    /** The Spectral command line's version, pinned so that a new rule cannot fail an old commit. */
    static final String SPECTRAL = "@stoplight/spectral-cli@6.16.3";

    private static final long MINUTES = 5;

    @Test
    void spectralsRecommendedRulesFindNothing() throws IOException, InterruptedException {
        Path npx = npx();
        List<String> command = List.of(npx.toString(), "--yes", SPECTRAL, "lint", "--ruleset", ".spectral.yaml",
                "--fail-severity=hint", ApiDocumentCopyTest.COPY);
        Path output = Files.createTempFile("spectral", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(output.toFile());
            // No update check and no funding notice: npm asks its registry for the package and nothing more.
            builder.environment().put("npm_config_update_notifier", "false");
            builder.environment().put("npm_config_fund", "false");
            builder.environment().put("npm_config_audit", "false");
            Process spectral = builder.start();
            if (!spectral.waitFor(MINUTES, TimeUnit.MINUTES)) {
                spectral.destroyForcibly();
                throw new AssertionError(String.join(" ", command) + " did not finish within " + MINUTES
                        + " minutes:\n" + Files.readString(output, StandardCharsets.UTF_8));
            }
            String said = Files.readString(output, StandardCharsets.UTF_8);
            assertThat(spectral.exitValue())
                    .as("%s found problems in %s (fix them at their source, or turn the rule off in .spectral.yaml "
                            + "saying why):%n%s", String.join(" ", command), ApiDocumentCopyTest.COPY, said)
                    .isZero();
            assertThat(said).contains("No results");
        } finally {
            Files.deleteIfExists(output);
        }
    }

    private static Path npx() {
        Optional<Path> found = onPath("npx");
        if (found.isPresent()) {
            return found.get();
        }
        String missing = "the API lint needs npx (Node.js 18 or later with npm) to run " + SPECTRAL;
        if ("required".equals(System.getenv("GRADER_API_LINT"))) {
            throw new IllegalStateException(missing + ", and GRADER_API_LINT=required");
        }
        System.err.println("SKIPPED ApiLintTest: " + missing);
        return Assumptions.abort(missing);
    }

    private static Optional<Path> onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String folder : path.split(File.pathSeparator)) {
            if (folder.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(folder, program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
