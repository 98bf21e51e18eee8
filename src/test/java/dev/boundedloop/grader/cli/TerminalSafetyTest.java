package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/**
 * A learner's source that attacks the terminal of whoever reads the summary: the terminal gets
 * visible escapes only, and every report file is still written and parses.
 */
class TerminalSafetyTest {

    private static final Path HOSTILE = Path.of("src/test/resources/cli/HostileTerminal.java");
    private static final String ASSIGNMENT = "ch03-unit-a";

    @TempDir Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int cli(List<String> args) {
        return GraderCli.run(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
    }

    @Test
    void inProcessGradingOfAHostileSourceKeepsTheTerminalCleanAndWritesEveryReport() throws Exception {
        int exit = gradeHostile("--in-process");

        assertThat(exit).as(err.toString()).isEqualTo(ExitCodes.BELOW_MIN_SCORE);
        assertTerminalIsClean();
        GradingReport report = assertReportFilesParse();
        // The JSON file is data, not terminal output: it keeps the learner's text exactly.
        assertThat(report.cases()).filteredOn(c -> c.outcome() == CaseOutcome.ERROR && c.message() != null).isNotEmpty()
                .allSatisfy(c -> assertThat(c.message()).contains("\u001b[2J", "\u202e", "\ud800"));
    }

    @Test
    void workerGradingOfAHostileSourceKeepsTheTerminalCleanAndWritesEveryReport() throws Exception {
        int exit = gradeHostile();

        assertThat(exit).as(err.toString()).isEqualTo(ExitCodes.BELOW_MIN_SCORE);
        assertTerminalIsClean();
        GradingReport report = assertReportFilesParse();
        assertThat(report.cases()).filteredOn(c -> c.outcome() == CaseOutcome.ERROR && c.message() != null).isNotEmpty()
                .allSatisfy(c -> assertThat(c.message()).contains("\u001b[2J", "\u202e"));
    }

    private int gradeHostile(String... options) {
        List<String> args = new java.util.ArrayList<>(List.of("grade", "--assignment", ASSIGNMENT,
                "--json", dir.resolve("report.json").toString(),
                "--junit-xml", dir.resolve("report.xml").toString(),
                "--gradescope", dir.resolve("results.json").toString()));
        args.addAll(List.of(options));
        args.add(HOSTILE.toString());
        return cli(args);
    }

    private void assertTerminalIsClean() {
        String terminal = out.toString() + err.toString();
        assertThat(terminal).as("the summary names the failing case").contains("What differed:",
                "java.lang.IllegalStateException");
        terminal.chars().forEach(ch -> assertThat(TerminalSafetyTest.isSafe((char) ch))
                .as("U+%04X in the terminal output:%n%s", ch, terminal).isTrue());
        assertThat(terminal.replace("\r\n", "\n")).as("a carriage return can overwrite a line").doesNotContain("\r");
        for (String line : terminal.split("\n", -1)) {
            assertThat(line.strip()).as("a forged line").doesNotStartWith("GRADED score 109/109");
        }
        assertThat(terminal).as("the escapes are visible").contains("\\u001B[2J", "GRADED score 109/109");
    }

    /** Printable, or a line end; never ESC, DEL, C1, a bidi control or half a surrogate pair. */
    private static boolean isSafe(char ch) {
        if (ch == '\n' || ch == '\r') {
            return true;
        }
        if (ch < 0x20 || (ch >= 0x7f && ch <= 0x9f) || Character.isSurrogate(ch)) {
            return false;
        }
        return !(ch >= 0x202a && ch <= 0x202e) && !(ch >= 0x2066 && ch <= 0x2069) && ch != 0x200e && ch != 0x200f
                && ch != 0x061c;
    }

    private GradingReport assertReportFilesParse() throws Exception {
        Path json = dir.resolve("report.json");
        Path xml = dir.resolve("report.xml");
        Path gradescope = dir.resolve("results.json");
        for (Path file : List.of(json, xml, gradescope)) {
            assertThat(file).exists();
            // Strict UTF-8: a lone surrogate written as '?' or as broken bytes would throw here.
            StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file)));
        }
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(xml)));
        assertThat(JsonMapper.builder().build().readTree(Files.readString(gradescope)).get("tests")).isNotEmpty();
        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.score()).isPositive().isLessThan(report.maxScore());
        return report;
    }
}
