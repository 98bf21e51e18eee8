package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import tools.jackson.databind.json.JsonMapper;

/**
 * The hostile source that attacks the terminal of whoever reads the grading summary, and what
 * must hold of the CLI's output and report files after grading it, wherever it was graded.
 */
final class HostileTerminalOutput {

    static final Path SOURCE = Path.of("src/test/resources/cli/HostileTerminal.java");
    static final String ASSIGNMENT = "ch03-unit-a";

    private HostileTerminalOutput() {}

    /** The grade command's arguments for {@link #SOURCE}. */
    static String[] gradeArguments(Path dir, String... options) {
        return gradeArguments(dir, SOURCE, options);
    }

    /** The grade command's arguments: every report file in {@code dir}, then the options, then the source. */
    static String[] gradeArguments(Path dir, Path source, String... options) {
        List<String> args = new ArrayList<>(List.of("grade", "--assignment", ASSIGNMENT,
                "--json", dir.resolve("report.json").toString(),
                "--junit-xml", dir.resolve("report.xml").toString(),
                "--gradescope", dir.resolve("results.json").toString()));
        args.addAll(List.of(options));
        args.add(source.toString());
        return args.toArray(String[]::new);
    }

    /** What {@link #assertTerminalIsClean} requires, and {@link #SOURCE}'s text is still there, escaped. */
    static void assertHostileSummaryIsCleanAndVisible(String terminal) {
        assertTerminalIsClean(terminal);
        assertThat(terminal).as("the summary names the failing case").contains("What differed:",
                "java.lang.IllegalStateException");
        assertThat(terminal).as("the escapes are visible").contains("\\u001B[2J", "\\nGRADED score 109/109");
    }

    /**
     * No ESC, DEL, C1, bidi control or half surrogate pair; no carriage return outside a line end;
     * and a forged result line never starts a line.
     */
    static void assertTerminalIsClean(String terminal) {
        terminal.chars().forEach(ch -> assertThat(isSafe((char) ch))
                .as("U+%04X in the terminal output:%n%s", ch, terminal).isTrue());
        assertThat(terminal.replace("\r\n", "\n")).as("a carriage return can overwrite a line").doesNotContain("\r");
        for (String line : terminal.split("\n", -1)) {
            assertThat(line.strip()).as("a forged line").doesNotStartWith("GRADED");
        }
    }

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

    /** All three report files exist, are valid UTF-8 and parse; returns the JSON report. */
    static GradingReport assertReportFilesParse(Path dir) throws Exception {
        Path json = dir.resolve("report.json");
        Path xml = dir.resolve("report.xml");
        Path gradescope = dir.resolve("results.json");
        for (Path file : List.of(json, xml, gradescope)) {
            assertThat(file).exists();
            // Strict UTF-8: half a surrogate pair written raw would throw here.
            StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file)));
        }
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(Files.readAllBytes(xml)));
        assertThat(JsonMapper.builder().build().readTree(Files.readString(gradescope)).get("tests")).isNotEmpty();
        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        return report;
    }
}
