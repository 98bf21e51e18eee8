package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A learner's source that attacks the terminal of whoever reads the summary, graded on this
 * machine: the terminal gets visible escapes only, and every report file is written and parses.
 */
@ProcessTest
class TerminalSafetyTest extends CommandLineTest {

    @TempDir Path dir;

    @Test
    void inProcessGradingOfAHostileSourceKeepsTheTerminalCleanAndWritesEveryReport() throws Exception {
        int exit = cli(HostileTerminalOutput.gradeArguments(dir, "--in-process"));

        assertThat(exit).as(err.toString()).isEqualTo(ExitCodes.BELOW_MIN_SCORE);
        HostileTerminalOutput.assertHostileSummaryIsCleanAndVisible(out.toString() + err.toString());
        GradingReport report = HostileTerminalOutput.assertReportFilesParse(dir);
        assertThat(report.score()).isPositive().isLessThan(report.maxScore());
        // The JSON file is data, not terminal output: it keeps the learner's text exactly.
        assertThat(report.cases()).filteredOn(c -> c.outcome() == CaseOutcome.ERROR && c.message() != null)
                .isNotEmpty().allSatisfy(c -> assertThat(c.message()).contains("\u001b[2J", "\r", "\u202e", "\ud800"));
    }

    @Test
    void workerGradingOfAHostileSourceKeepsTheTerminalCleanAndWritesEveryReport() throws Exception {
        int exit = cli(HostileTerminalOutput.gradeArguments(dir));

        assertThat(exit).as(err.toString()).isEqualTo(ExitCodes.BELOW_MIN_SCORE);
        HostileTerminalOutput.assertHostileSummaryIsCleanAndVisible(out.toString() + err.toString());
        GradingReport report = HostileTerminalOutput.assertReportFilesParse(dir);
        assertThat(report.score()).isPositive().isLessThan(report.maxScore());
        assertThat(report.cases()).filteredOn(c -> c.outcome() == CaseOutcome.ERROR && c.message() != null)
                .isNotEmpty().allSatisfy(c -> assertThat(c.message()).contains("\u001b[2J", "\r", "\u202e"));
    }

    @Test
    void anErrorMessageReachesTheTerminalEscaped() {
        Path missing = dir.resolve("Missing\u001b[2J\rGRADED.java");

        assertThat(cli("grade", "--assignment", HostileTerminalOutput.ASSIGNMENT, missing.toString()))
                .isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("No such file", "\\u001B[2J\\rGRADED").doesNotContain("\u001b", "\r");
    }

    @Test
    void suiteCheckPrintsAPoliciesOwnTextEscaped() throws Exception {
        Path catalogue = Files.createDirectories(dir.resolve("catalogue"));
        Files.writeString(catalogue.resolve("Forged.java"),
                "// expect: full\u001b[2J\u009b1;1H\u202e\n" + Files.readString(HostileTerminalOutput.SOURCE));

        assertThat(cli("suite-check", "--assignment", HostileTerminalOutput.ASSIGNMENT, "--catalogue",
                catalogue.toString())).isEqualTo(1);
        HostileTerminalOutput.assertTerminalIsClean(out.toString() + err.toString());
        assertThat(out.toString()).contains("unknown expectation 'full\\u001B[2J\\u009B1;1H\\u202E'");
    }

    static Stream<Path> terminalCorpus() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/sandbox/redteam"))) {
            return files.filter(f -> f.getFileName().toString().startsWith("Terminal")).sorted().toList().stream();
        }
    }

    /**
     * The red-team corpus's terminal attacks, in a suite author's full view (the whole suite, hidden
     * cases shown), where every message is printed.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("terminalCorpus")
    void everyTerminalAttackInTheRedTeamCorpusIsPrintedEscaped(Path source) throws Exception {
        int exit = cli(HostileTerminalOutput.gradeArguments(dir, source, "--in-process", "--full",
                "--cases", TestSuites.FOLDER.toString()));

        assertThat(exit).as(err.toString()).isIn(ExitCodes.PASSED, ExitCodes.BELOW_MIN_SCORE);
        HostileTerminalOutput.assertTerminalIsClean(out.toString() + err.toString());
        HostileTerminalOutput.assertReportFilesParse(dir);
    }
}
