package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.SourceCorpus;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportBounds;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile but legal sources for the two newer assignments, aimed at the report rather than at the
 * sandbox: stop reasons, final texts and names of millions of chars, transcripts of a thousand long
 * messages, observer storms, escapes that take six bytes a char, output on both streams, memory kept
 * across cases, and disagreements that do not come back. Each is graded by real worker JVMs and gets
 * the verdict its first line promises; none is an internal error, none but those that fill the heap
 * costs a worker, and every report, case and transcript stays within its bounds on the wire.
 *
 * <p>Verdicts: {@code full}; {@code FAILS} (graded, loses points, no TIMEOUT, and a MEMORY_LIMIT only
 * for a case's allocation budget), with
 * {@code cut} when the report must show a truncation mark; {@code ERROR <prefix>} (a case is an
 * ERROR whose class starts so); {@code MEMORY_LIMIT} (the heap filled: workers may die, as many as a
 * submission may kill); {@code UNREPRODUCED} (a property's message says the replay agreed).
 */
@ProcessTest
class HostileReportsThroughWorkersTest {

    private static final Path FOLDER = Path.of("src/test/resources/sandbox/redteam-reports");
    /** The report's own fields beside its cases and transcripts: status, message, suite, source, timings. */
    private static final int REPORT_FRAME_SLACK = 8 * 1024;
    /** What a submission may cost in workers: two deaths, then the last try only assembles the report. */
    private static final int MOST_WORKERS_A_SUBMISSION_KILLS = 2;
    private static WorkerPool pool;

    @BeforeAll
    static void startPool() throws InterruptedException {
        pool = new WorkerPool(WorkerPoolSettings.defaults().withSize(2).withJobTimeout(Duration.ofSeconds(60)));
        pool.awaitReady(Duration.ofSeconds(90));
    }

    @AfterAll
    static void stopPool() {
        pool.close();
    }

    static Stream<Path> sources() {
        return Stream.of("l01-agent-loop", "ch03-unit-b").flatMap(assignment -> SourceCorpus.sources(FOLDER.resolve(assignment)));
    }

    @Test
    void thereAreAtLeastTwentyHostileSourcesForTheTwoNewerAssignments() {
        assertThat(sources()).hasSizeGreaterThanOrEqualTo(20);
        assertThat(sources().map(p -> p.getParent().getFileName().toString()).distinct())
                .containsExactlyInAnyOrder("l01-agent-loop", "ch03-unit-b");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("sources")
    void eachGetsItsVerdictWithinEveryBoundAndWithoutTheGraderBlamingItself(Path file) throws Exception {
        Suite suite = TestSuites.whole(file.getParent().getFileName().toString());
        String[] expected = SourceCorpus.expectation(file).split("\\s+", 2);
        String detail = expected.length > 1 ? expected[1] : "";
        int restartsBefore = pool.restarts();

        GradingReport report = pool.grade(suite, Files.readAllBytes(file));

        assertThat(report.status()).as(report.message()).isEqualTo(SubmissionStatus.GRADED);
        byte[] wire = WorkerJson.MAPPER.writeValueAsBytes(report);
        assertThat(wire.length).as("the report on the wire").isLessThanOrEqualTo(ReportBounds.REPORT_BYTES + REPORT_FRAME_SLACK);
        for (CaseResult c : report.cases()) {
            assertThat(WorkerJson.MAPPER.writeValueAsBytes(c).length).as(c.id()).isLessThanOrEqualTo(ReportBounds.CASE_BYTES);
        }
        for (CaseTranscript t : report.transcripts()) {
            assertThat(WorkerJson.MAPPER.writeValueAsBytes(t).length).as(t.caseId()).isLessThanOrEqualTo(ReportBounds.TRANSCRIPT_BYTES);
        }
        List<CaseOutcome> outcomes = report.cases().stream().map(CaseResult::outcome).toList();
        String json = new String(wire, StandardCharsets.US_ASCII);
        switch (expected[0]) {
            case "full" -> assertThat(report.score()).as(report.message()).isEqualTo(report.maxScore());
            case "FAILS" -> {
                assertThat(report.score()).isLessThan(report.maxScore());
                assertThat(outcomes).as(messages(report)).doesNotContain(CaseOutcome.TIMEOUT);
                // Texts of millions of chars made over and over may use up a case's allocation
                // budget: the learner's verdict, measured in the worker, which lives on.
                assertThat(report.cases()).filteredOn(c -> c.outcome() == CaseOutcome.MEMORY_LIMIT)
                        .allSatisfy(c -> assertThat(c.message()).contains("allocated more than its"));
                if (detail.equals("cut")) {
                    // A text cut (the mark as the protocol escapes it: an ellipsis, then what was cut), or
                    // a case too large even so, kept without its details and a note that says why.
                    assertThat(json).containsAnyOf("\\u2026[truncated: ", "[details left out: ");
                }
            }
            case "ERROR" -> assertThat(report.cases()).anySatisfy(c -> {
                assertThat(c.outcome()).isEqualTo(CaseOutcome.ERROR);
                assertThat(String.valueOf(c.observed())).startsWith(detail).hasSizeLessThan(ReportBounds.VALUE_CHARS + 40);
                assertThat(c.message()).hasSizeLessThan(ReportBounds.MESSAGE_CHARS + 40);
            });
            case "MEMORY_LIMIT" -> {
                assertThat(outcomes).contains(CaseOutcome.MEMORY_LIMIT);
                // Memory kept across cases fills the heap late: the cases before keep their own outcomes.
                assertThat(outcomes.get(0)).isNotEqualTo(CaseOutcome.MEMORY_LIMIT);
            }
            case "UNREPRODUCED" -> assertThat(report.cases()).anySatisfy(c -> {
                assertThat(c.outcome()).isEqualTo(CaseOutcome.FAIL);
                assertThat(c.message()).contains("again agreed with it").contains("static field")
                        .doesNotContain("shrunk in 0 steps").doesNotEndWith("null");
            });
            default -> throw new IllegalArgumentException(file.getFileName() + ": unknown verdict " + expected[0]);
        }
        int killed = pool.restarts() - restartsBefore;
        assertThat(killed).as("workers this source cost")
                .isLessThanOrEqualTo(expected[0].equals("MEMORY_LIMIT") ? MOST_WORKERS_A_SUBMISSION_KILLS : 0);
    }

    private static String messages(GradingReport report) {
        StringBuilder messages = new StringBuilder(report.message());
        report.cases().stream().filter(c -> c.outcome() != CaseOutcome.PASS)
                .forEach(c -> messages.append("\n").append(c.id()).append(": ").append(c.message()));
        return messages.toString();
    }
}
