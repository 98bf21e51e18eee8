package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.Grader;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reports shortened by their suite's baseline read back, at the supervisor's end, as the JSON the
 * worker would have sent whole: checked on real gradings of each assignment's catalogue, wrong
 * ones first so that the baseline is replaced by a full score on the way.
 */
@ProcessTest
class ReportBaselinesTest {

    private static final Grader GRADER = SandboxedGrader.create(KindRegistry.KINDS);
    /** Wrong sources come first, so the first correct one replaces a baseline. */
    private static final int FIRST_CORRECT = 4;

    @ParameterizedTest
    @ValueSource(strings = {"ch03-unit-a", "l01-agent-loop", "ch03-unit-b"})
    void shortenedReportsReadBackAsTheWholeOnes(String assignment) throws IOException {
        Suite suite = TestSuites.whole(assignment);
        Path catalogue = TestSuites.FOLDER.resolve(assignment).resolve("catalogue");
        List<Path> sources = new ArrayList<>(Stream.concat(
                sources(catalogue.resolve("wrong")).limit(FIRST_CORRECT), sources(catalogue.resolve("correct")).limit(3))
                .toList());
        sources.addAll(sources(catalogue.resolve("wrong")).skip(4).limit(4).toList());
        Wire wire = new Wire();
        long whole = 0;
        long sent = 0;
        for (Path source : sources) {
            GradingReport report = GRADER.grade(suite, Files.readAllBytes(source));
            byte[] wholeFrame = frame(WireReport.whole(suite.sha256(), report, false));
            GradingReport received = wire.carry(suite.sha256(), report);
            assertThat(ReportJson.write(received)).as("%s", source.getFileName())
                    .isEqualTo(ReportJson.write(parse(wholeFrame).report()));
            whole += wholeFrame.length;
            if (report.score() == report.maxScore() && sources.indexOf(source) > FIRST_CORRECT) {
                assertThat(wire.lastFrameBytes).as("%s after a full score's baseline", source.getFileName())
                        .isLessThan(wholeFrame.length / 5);
            }
            sent += wire.lastFrameBytes;
        }
        assertThat(wire.shortenedFrames).as("reports sent shortened").isGreaterThanOrEqualTo(sources.size() - 2);
        System.out.printf("%s: %d reports, %d bytes whole, %d bytes sent%n", assignment, sources.size(), whole, sent);
        assertThat(sent).as("bytes sent against bytes whole").isLessThan(whole / 2);
    }

    @Test
    void reportsThroughAWarmWorkerReadAsTheSameGradingInThisJvm() throws Exception {
        List<String> differences = new ArrayList<>();
        WorkerPoolSettings one = WorkerPoolSettings.defaults().withSize(1).withJobTimeout(Duration.ofSeconds(60));
        try (WorkerPool pool = new WorkerPool(one)) {
            pool.awaitReady(Duration.ofSeconds(90));
            for (String assignment : List.of("ch03-unit-a", "l01-agent-loop", "ch03-unit-b")) {
                Suite suite = TestSuites.whole(assignment);
                Path catalogue = TestSuites.FOLDER.resolve(assignment).resolve("catalogue");
                List<Path> sources = Stream.concat(sources(catalogue.resolve("wrong")), sources(catalogue.resolve("correct")))
                        .toList();
                for (Path source : sources) {
                    byte[] bytes = Files.readAllBytes(source);
                    String throughTheWorker = ReportJson.write(pool.grade(suite, bytes).withTimings(Map.of()));
                    String here = ReportJson.write(GRADER.grade(suite, bytes).withTimings(Map.of()));
                    if (!throughTheWorker.equals(here)) {
                        differences.add(assignment + "/" + source.getFileName());
                    }
                }
            }
        }
        assertThat(differences).as("sources whose report through the worker differs from this JVM's").isEmpty();
    }

    @Test
    void aBaselineIsWhatTheSupervisorParsedNotTheObjectTheWorkerStillHolds() {
        Map<String, Object> observed = new HashMap<>(Map.of("decision", "CALL"));
        Wire wire = new Wire();
        wire.carry("suite", report(observed));
        // Whatever changes the worker's own object afterwards must not change what a mark stands for.
        observed.put("decision", "MODEL_CALL_LIMIT");
        GradingReport second = report(Map.of("decision", "MODEL_CALL_LIMIT"));
        GradingReport received = wire.carry("suite", second);
        assertThat(received.cases().get(0).observed()).isEqualTo(Map.of("decision", "MODEL_CALL_LIMIT"));
        assertThat(ReportJson.write(received)).isEqualTo(ReportJson.write(second));
    }

    @Test
    void aReportWithoutItsSuitesBaselineIsRefused() {
        ReportBaselines worker = new ReportBaselines();
        worker.reportFrame(1, null, "suite", report(Map.of("decision", "CALL")));
        WireReport shortened = parse(worker.reportFrame(2, null, "suite", report(Map.of("decision", "CALL"))));
        assertThat(shortened.shortened()).isTrue();
        assertThatThrownBy(() -> new ReportBaselines().decode(shortened))
                .hasMessageContaining("baseline, never sent");
    }

    /** Both ends of one worker's stream. */
    private static final class Wire {
        final ReportBaselines worker = new ReportBaselines();
        final ReportBaselines supervisor = new ReportBaselines();
        int shortenedFrames;
        int lastFrameBytes;

        GradingReport carry(String suiteSha256, GradingReport report) {
            byte[] frame = worker.reportFrame(1, null, suiteSha256, report);
            lastFrameBytes = frame.length;
            if (parse(frame).shortened()) {
                shortenedFrames++;
            }
            return supervisor.decode(parse(frame));
        }
    }

    private static GradingReport report(Object observed) {
        CaseResult result = new CaseResult("d1", "a decision", Category.PRECEDENCE, Visibility.VISIBLE,
                CaseOutcome.PASS, 1, 1, Map.of("calls", 1), Map.of("decision", "CALL"), observed, null, null);
        return new GradingReport(SubmissionStatus.GRADED, 1, 1, "ok", List.of(),
                List.of(), List.of(result), List.of(), null, null, Map.of());
    }

    private static byte[] frame(WireReport report) {
        return WorkerJson.MAPPER.writeValueAsBytes(new WorkerEvent(WorkerEvent.REPORT, 1, null, report, null, null, null));
    }

    private static WireReport parse(byte[] frame) {
        return WorkerJson.MAPPER.readValue(frame, WorkerEvent.class).report();
    }

    private static Stream<Path> sources(Path folder) throws IOException {
        try (Stream<Path> listing = Files.list(folder)) {
            return listing.filter(p -> p.toString().endsWith(".java")).sorted().toList().stream();
        }
    }
}
