package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.core.json.JsonWriteFeature;
import tools.jackson.databind.json.JsonMapper;

/** Each bound a report keeps, whatever a learner's code returned into it. */
class ReportBoundsTest {

    /** As the worker protocol writes JSON: every char outside ASCII escaped. */
    private static final JsonMapper WIRE = JsonMapper.builder().enable(JsonWriteFeature.ESCAPE_NON_ASCII)
            .changeDefaultPropertyInclusion(incl -> incl.withValueInclusion(JsonInclude.Include.NON_NULL)).build();

    @Test
    void aCaseWithinEveryCapIsLeftExactlyAsItWas() {
        CaseResult result = failed("loop-one", Map.of("stopReason", "max_turns", "transcript", List.of("user: hi")), "differs");

        CaseExecution bounded = ReportBounds.bounded(new CaseExecution(result, null));

        assertThat(bounded.result().observed()).isSameAs(result.observed());
        assertThat(bounded.result()).isEqualTo(result);
    }

    @Test
    void aLongTextAndALongListInACaseAreCutWithAMark() {
        Map<String, Object> observed = new LinkedHashMap<>();
        observed.put("stopReason", "x".repeat(2_000_000));
        observed.put("transcript", Collections.nCopies(1_000, "assistant: words"));

        CaseResult bounded = ReportBounds.bounded(new CaseExecution(failed("c", observed, "m"), null)).result();

        Map<?, ?> kept = (Map<?, ?>) bounded.observed();
        assertThat((String) kept.get("stopReason")).hasSize(ReportBounds.VALUE_CHARS + "…[truncated: 2000000 chars in all]".length())
                .endsWith("…[truncated: 2000000 chars in all]");
        assertThat((List<?>) kept.get("transcript")).hasSize(ReportBounds.VALUE_ENTRIES + 1)
                .last().isEqualTo("…[truncated: 900 more entries]");
    }

    @Test
    void aCaseOverItsCapKeepsItsOutcomeAndPointsAndSaysItsDetailsWereLeftOut() {
        // 100 entries of 990 accented chars: within the text and list caps, far over the case's.
        List<String> steps = Collections.nCopies(100, "\u00e9".repeat(990));
        CaseResult big = new CaseResult("big", "a run", Category.BOUNDARY, Visibility.VISIBLE, CaseOutcome.FAIL, 0, 3,
                Map.of("maxTurns", 2), Map.of("steps", List.of()), Map.of("steps", steps), "step 1 differs", "printed");

        CaseResult bounded = ReportBounds.bounded(new CaseExecution(big, null)).result();

        assertThat(bounded.outcome()).isEqualTo(CaseOutcome.FAIL);
        assertThat(bounded.maxPoints()).isEqualTo(3);
        assertThat(bounded.observed()).isNull();
        assertThat(bounded.expected()).isNull();
        assertThat(bounded.message()).startsWith("step 1 differs [details left out: they took ")
                .endsWith("more than the 32 KB a case may keep]");
        assertThat(WIRE.writeValueAsBytes(bounded).length).isLessThan(2_000);
    }

    @Test
    void aTranscriptOverItsCapKeepsItsFirstMessagesAndANoteOfHowManyMoreThereWere() {
        List<Map<String, Object>> messages = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            messages.add(Map.of("role", "assistant", "content", "\u20ac".repeat(200)));
        }

        CaseTranscript bounded = ReportBounds.bounded(new CaseTranscript("loop-one", messages));

        assertThat(WIRE.writeValueAsBytes(bounded).length).isLessThanOrEqualTo(ReportBounds.TRANSCRIPT_BYTES);
        Map<String, Object> note = bounded.messages().get(bounded.messages().size() - 1);
        assertThat(note.get("role")).isEqualTo(ReportBounds.NOTE_ROLE);
        assertThat((String) note.get("content")).isEqualTo("…[truncated: " + (1_000 - bounded.messages().size() + 1)
                + " more messages], since a transcript keeps 16 KB");
        assertThat(bounded.messages().subList(0, bounded.messages().size() - 1)).allSatisfy(m -> assertThat(m).isEqualTo(messages.get(0)));
    }

    @Test
    void aReportOverItsCapKeepsEveryCaseAndItsPointsAndSaysWhatWasLeftOut() {
        List<CaseResult> cases = new ArrayList<>();
        List<CaseTranscript> transcripts = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            // Each case and transcript within its own cap, the 64 together far over the report's.
            cases.add(failed("case-" + i, Map.of("text", "\u00e9".repeat(900), "more", Collections.nCopies(4, "\u00e9".repeat(900))), "m" + i));
            transcripts.add(new CaseTranscript("case-" + i, List.of(Map.of("role", "user", "content", "\u00e9".repeat(900)))));
        }
        ReportBuilder builder = ReportBuilder.forSource(dev.boundedloop.grader.TestSuites.whole("l01-agent-loop"), new byte[] {1});

        GradingReport report = builder.graded(cases, transcripts);

        assertThat(report.cases()).extracting(CaseResult::id).isEqualTo(cases.stream().map(CaseResult::id).toList());
        assertThat(report.cases()).extracting(CaseResult::outcome).containsOnly(CaseOutcome.FAIL);
        assertThat(report.cases().get(0)).isEqualTo(cases.get(0));
        assertThat(report.cases().get(63).observed()).isNull();
        assertThat(report.cases().get(63).message()).startsWith("m63 [details left out: the report had no room left");
        assertThat(report.transcripts()).hasSize(64);
        assertThat(report.message()).contains("were left out, since a report keeps at most 256 KB");
        long casesAndTranscripts = WIRE.writeValueAsBytes(report.cases()).length + WIRE.writeValueAsBytes(report.transcripts()).length;
        assertThat(casesAndTranscripts).isLessThanOrEqualTo(ReportBounds.REPORT_BYTES);
    }

    @Test
    void aReportOverItsCapGivesUpPrintedOutputBeforeAnyCaseLosesItsDetails() {
        // 78 cases that each printed 8 KB, as a policy that debugs by printing does: 624 KB of output.
        List<CaseResult> cases = new ArrayList<>();
        for (int i = 0; i < 78; i++) {
            cases.add(new CaseResult("case-" + i, "name", Category.BOUNDARY, Visibility.VISIBLE, CaseOutcome.FAIL, 0, 1,
                    Map.of("maxCalls", i), Map.of("decision", "ALLOW"), Map.of("decision", "DENY"), "differs",
                    "debug line\n".repeat(745)));
        }
        ReportBuilder builder = ReportBuilder.forSource(dev.boundedloop.grader.TestSuites.whole("ch03-unit-a"), new byte[] {1});

        GradingReport report = builder.graded(cases, List.of());

        assertThat(report.cases()).allSatisfy(c -> {
            assertThat(c.observed()).isEqualTo(Map.of("decision", "DENY"));
            assertThat(c.message()).isEqualTo("differs");
        });
        assertThat(report.cases()).filteredOn(c -> c.stdout().length() < 1_000).isNotEmpty()
                .allSatisfy(c -> assertThat(c.stdout()).endsWith("…[truncated: 8195 chars in all]"));
        assertThat(report.message()).contains("the printed output past the first 500 chars of ")
                .doesNotContain("the details of");
        assertThat(WIRE.writeValueAsBytes(report.cases()).length).isLessThanOrEqualTo(ReportBounds.REPORT_BYTES);
    }

    @Test
    void theSizeCountedIsNeverLessThanTheBytesTheProtocolWrites() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("quotes", "\"\\\"");
        value.put("controls", "\u0000\u0007\n\t\u001b");
        value.put("accents", "\u00e9\u20ac\ud83d\ude00\ud800");
        value.put("numbers", List.of(Long.MIN_VALUE, -1.5e300, 0, true));
        value.put("empty", List.of());
        value.put("absent", null);

        assertThat(JsonSize.of(value)).isGreaterThanOrEqualTo(WIRE.writeValueAsBytes(value).length);
    }

    private static CaseResult failed(String id, Object observed, String message) {
        return new CaseResult(id, "name of " + id, Category.BOUNDARY, Visibility.HIDDEN, CaseOutcome.FAIL, 0, 1,
                Map.of("maxTurns", 1), Map.of("stopReason", "end_turn"), observed, message, "");
    }
}
