package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code grade --gradescope} writes hidden cases as after_due_date, or hidden when asked; never after_published. */
@ProcessTest
class GradescopeHiddenVisibilityTest extends CommandLineTest {

    private static final Path REFERENCE = TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java");

    @TempDir Path dir;

    @Test
    void hiddenCasesFollowTheChosenVisibility() throws Exception {
        Path byDefault = dir.resolve("default.json");
        Path never = dir.resolve("hidden.json");

        assertThat(cli("grade", "--in-process", "--cases", TestSuites.FOLDER.toString(), "--assignment",
                "ch03-unit-a", "--gradescope", byDefault.toString(), REFERENCE.toString())).as(err.toString()).isZero();
        assertThat(cli("grade", "--in-process", "--cases", TestSuites.FOLDER.toString(), "--assignment",
                "ch03-unit-a", "--gradescope", never.toString(), "--gradescope-hidden", "hidden",
                REFERENCE.toString())).as(err.toString()).isZero();

        assertThat(hiddenVisibilities(byDefault)).isNotEmpty().containsOnly("after_due_date");
        assertThat(hiddenVisibilities(never)).isNotEmpty().containsOnly("hidden");
        assertThat(byDefault).content().doesNotContain("after_published");
    }

    @Test
    void anUnknownVisibilityIsAUsageError() {
        assertThat(cli("grade", "--assignment", "ch03-unit-a", "--gradescope-hidden", "after_published",
                REFERENCE.toString())).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("--gradescope-hidden", "after_published");
    }

    /** The visibility of every test that is not visible, in the order of the file. */
    private static List<String> hiddenVisibilities(Path file) throws Exception {
        List<String> seen = new ArrayList<>();
        for (JsonNode test : JsonMapper.builder().build().readTree(Files.readString(file)).get("tests")) {
            if (test.get("number").asString().startsWith("hidden-")) {
                seen.add(test.get("visibility").asString());
            }
        }
        return seen;
    }
}
