package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cli.service.ServiceMain;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CI grading hook as a CI job calls it: files in, exit code and report files out. */
@ProcessTest
class GradeCommandTest extends CommandLineTest {

    private static final Path REFERENCE = TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java");

    @TempDir Path dir;

    @Test
    void theReferenceScoresFullMarksAndExitsZero() throws Exception {
        Path json = dir.resolve("report.json");
        Path xml = dir.resolve("report.xml");
        Path gradescope = dir.resolve("results.json");

        int exit = cli("grade", "--assignment", "ch03-unit-a", "--json", json.toString(), "--junit-xml",
                xml.toString(), "--gradescope", gradescope.toString(), REFERENCE.toString());

        assertThat(exit).isZero();
        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.score()).isEqualTo(report.maxScore()).isPositive();
        assertThat(Files.readString(xml)).contains("<testsuite name=\"ch03-unit-a\"", "failures=\"0\"");
        assertThat(Files.readString(gradescope)).contains("\"max_score\" : " + report.maxScore());
        assertThat(out.toString()).contains("every case passed");
    }

    @Test
    void aReportFileThatCannotBeWrittenDoesNotCostTheOthersAndExitsSeventyThree() throws Exception {
        Path unwritable = dir.resolve("no-such-directory").resolve("report.json");
        Path xml = dir.resolve("report.xml");
        Path gradescope = dir.resolve("results.json");

        int exit = cli("grade", "--in-process", "--assignment", "ch03-unit-a", "--json", unwritable.toString(),
                "--junit-xml", xml.toString(), "--gradescope", gradescope.toString(), REFERENCE.toString());

        assertThat(exit).isEqualTo(ExitCodes.REPORT_NOT_WRITTEN);
        assertThat(xml).content().contains("failures=\"0\"");
        assertThat(gradescope).content().contains("\"max_score\"");
        assertThat(unwritable).doesNotExist();
        assertThat(err.toString()).contains("Could not write the --json report", unwritable.toString());
        assertThat(out.toString()).as("the summary is still printed").contains("every case passed");
    }

    @Test
    void theUnchangedStarterIsNeedsWorkOnEveryCaseThroughAWorkerAndEarnsNothing() throws Exception {
        Path starter = dir.resolve("Starter.java");
        assertThat(cli("starter", "--assignment", "ch03-unit-a")).isZero();
        Files.writeString(starter, out.toString());
        out.getBuffer().setLength(0);

        // The whole suite, hidden cases included, in a worker JVM as the service grades.
        Path json = dir.resolve("starter.json");
        assertThat(cli("grade", "--assignment", "ch03-unit-a", "--cases", TestSuites.FOLDER.toString(), "--json",
                json.toString(), starter.toString())).isEqualTo(1);
        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(report.score()).isZero();
        assertThat(report.maxScore()).isPositive();
        assertThat(report.cases()).hasSize(TestSuites.whole("ch03-unit-a").cases().size())
                .allSatisfy(c -> {
                    assertThat(c.outcome()).as(c.id()).isEqualTo(CaseOutcome.NEEDS_WORK);
                    assertThat(c.points()).as(c.id()).isZero();
                });
        assertThat(report.cases()).filteredOn(c -> c.message() != null).isNotEmpty()
                .allSatisfy(c -> assertThat(c.message()).contains("TODO"));
        assertThat(out.toString()).contains("score 0/" + report.maxScore(), "NEEDS_WORK");

        assertThat(cli("grade", "--in-process", "--assignment", "ch03-unit-a", "--min-score", "0",
                starter.toString())).isZero();
        assertThat(cli("grade", "--in-process", "--assignment", "ch03-unit-a", "--min-score", "1",
                starter.toString())).isEqualTo(1);
    }

    @Test
    void aSyntaxErrorIsNotGradableAndNamesItsLine() throws Exception {
        Path broken = dir.resolve("Broken.java");
        Files.writeString(broken, """
                import dev.boundedloop.policy.*;
                public class Broken implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) {
                        return Admission.CALL
                    }
                }
                """);
        Path json = dir.resolve("report.json");

        assertThat(cli("grade", "--assignment", "ch03-unit-a", "--json", json.toString(), broken.toString())).isEqualTo(2);
        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.status()).isEqualTo(SubmissionStatus.COMPILE_ERROR);
        assertThat(report.diagnostics()).first().satisfies(d -> assertThat(d.line()).isEqualTo(4));
        assertThat(out.toString()).contains("line 4, column 30");
    }

    @Test
    void sourcesThatAreNotGradableExitTwoWithOneClearMessage() throws Exception {
        assertInvalid(new byte[0], "The source is empty");
        assertInvalid(new byte[] {(byte) 0xC3, (byte) 0x28}, "not valid UTF-8");
        assertInvalid("// x\n".repeat(20_000).getBytes(StandardCharsets.UTF_8), "the limit is 65536 bytes");
        assertInvalid("public class Lonely {}".getBytes(StandardCharsets.UTF_8), "No public top-level class implements");
        assertInvalid("""
                import dev.boundedloop.policy.*;
                public class Seeded implements AdmissionPolicy {
                    public Seeded(long seed) {}
                    public Admission decide(AdmissionState s) { return Admission.CALL; }
                }
                """.getBytes(StandardCharsets.UTF_8), "needs a public no-argument constructor");
    }

    private void assertInvalid(byte[] source, String reason) throws Exception {
        Path file = Files.write(dir.resolve("Policy.java"), source);
        Path json = dir.resolve("invalid.json");

        assertThat(cli("grade", "--assignment", "ch03-unit-a", "--json", json.toString(), file.toString())).isEqualTo(2);
        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.status()).isEqualTo(SubmissionStatus.INVALID);
        assertThat(report.message()).contains(reason);
    }

    @Test
    void anUnknownAssignmentIsAUsageErrorThatListsTheKnownOnes() {
        assertThat(cli("grade", "--assignment", "ch99", REFERENCE.toString())).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("Unknown assignment 'ch99'", "ch03-unit-a");
    }

    @Test
    void aFolderOrAFileInTheWrongPlaceIsAUsageErrorNamingIt() throws Exception {
        assertThat(cli("grade", "--assignment", "ch03-unit-a", dir.toString())).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains(dir + " is a folder");

        assertThat(cli("grade", "--assignment", "ch03-unit-a", "--cases", REFERENCE.toString(), REFERENCE.toString()))
                .isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("--cases " + REFERENCE + " is a file");
    }

    @Test
    void aNegativeMinScoreOrTimeoutIsAUsageError() {
        assertThat(cli("grade", "--assignment", "ch03-unit-a", "--min-score", "-1", REFERENCE.toString()))
                .isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("--min-score must be 0 or more, got -1");

        assertThat(cli("grade", "--assignment", "ch03-unit-a", "--server", "http://localhost:1", "--token", "t",
                "--timeout", "0", REFERENCE.toString())).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("--timeout must be a positive number of seconds, got 0");
    }

    @Test
    void aMinScoreNoSubmissionCanReachFailsAndSaysWhy() {
        assertThat(cli("grade", "--in-process", "--assignment", "ch03-unit-a", "--min-score", "99999",
                REFERENCE.toString())).isEqualTo(ExitCodes.BELOW_MIN_SCORE);
        assertThat(err.toString()).contains("--min-score 99999 is above this assignment's maximum score", "no submission can pass");
    }

    /** A suite author grading with the whole suite sees the learner's view unless they ask for --full. */
    @Test
    void theLearnersViewOfAHiddenCaseHasNoInputExpectationOrTranscript() throws Exception {
        Path json = dir.resolve("report.json");
        assertThat(cli("grade", "--assignment", "ch03-unit-a", "--cases", TestSuites.FOLDER.toString(),
                "--json", json.toString(), REFERENCE.toString())).isZero();

        String text = Files.readString(json);
        GradingReport report = ReportJson.read(text);
        assertThat(report.cases()).filteredOn(c -> c.id().startsWith("hidden")).isNotEmpty().allSatisfy(c -> {
            assertThat(c.input()).isNull();
            assertThat(c.expected()).isNull();
            assertThat(c.observed()).isNull();
        });
        assertThat(report.transcripts()).extracting(t -> t.caseId()).noneMatch(id -> id.startsWith("hidden"))
                .contains("recorded-transcript");
    }

    @Test
    void everyCommandHasHelp() {
        for (String command : new String[] {"grade", "suite-check", "starter", "completion"}) {
            out.getBuffer().setLength(0);
            assertThat(cli(command, "--help")).isZero();
            assertThat(out.toString()).contains("Usage:", command);
        }
        // The service jar's command line has the learner's commands and its own.
        for (String command : new String[] {"grade", "serve", "seed", "instructor-token", "similarity-benchmark"}) {
            StringWriter help = new StringWriter();
            assertThat(ServiceMain.run(new PrintWriter(help, true), new PrintWriter(err, true), command, "--help")).isZero();
            assertThat(help.toString()).contains("Usage:", command);
        }
        assertThat(cli("serve")).as("the learner's command line has no serve").isEqualTo(GraderCli.USAGE);
    }
}
