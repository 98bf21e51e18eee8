package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The extension's recorded transcript: every number the notebook asserts for it. */
class RecordedTranscriptTest {

    @TempDir Path folder;

    @Test
    void recordedTranscriptCompletesWithTheNotebooksCountsObservationsRefusalAndDraftsFile() throws Exception {
        Path draftsFile = folder.resolve("ch03-a-llm-drafts-scripted.json");
        ShopToolkit toolkit = ShopTools.build(
                ShopFixture.standard(), CourseScripts.DRAFT_BUDGET_CENTS, new FileDraftStore(draftsFile));

        LoopResult result = Fixtures.referenceLoop(CourseScripts.LOOP_LIMITS).run(
                new ScriptedModel(CourseScripts.RECORDED_TURNS), toolkit.dispatcher(), CourseScripts.LOOP_MESSAGES);

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.COMPLETED, 5, 6, 10L);
        assertThat(result.answer()).startsWith("Drafted 6 vanilla");

        List<TraceStep> trace = ToolTrace.of(result.messages());
        assertThat(trace).extracting(TraceStep::ok).containsExactly(true, true, true, true, false, true);
        assertThat(trace.get(4).result()).isEqualTo("tool_failed");
        assertThat(trace.get(4).callId()).isEqualTo("scripted-3-call-2");
        assertThat(toolkit.ledger().refusals())
                .containsExactly(new Refusal("scripted-3-call-2", "DRAFT_COST_LIMIT", 2600));
        assertThat(trace.get(5).result()).asInstanceOf(InstanceOfAssertFactories.MAP)
                .containsEntry("remaining_cents", 1000);

        Object drafts = Json.read(Files.readString(draftsFile));
        assertThat(drafts).isEqualTo(Map.of(
                "budget_cents", 2500, "reserved_cents", 1500, "remaining_cents", 1000,
                "drafts", List.of(Map.of("sku", "SKU-VANILLA", "quantity", 6, "unit_price_cents", 250,
                        "total_cents", 1500, "status", "DRAFT"))));

        assertThat(result.messages()).filteredOn(m -> m.role().equals("tool"))
                .hasSize(6)
                .allSatisfy(m -> assertThat(m.toolCallId()).isNotBlank());
        assertThat(Fixtures.wellFormed(result.messages())).isTrue();
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(ints = {0, 1, 2, 3, 4, 8})
    void theTraceKeptDuringTheRunIsTheTraceTheTranscriptShows(int modelCalls) {
        LoopResult result = Fixtures.recordedRun(CourseScripts.LOOP_LIMITS.withModelCalls(modelCalls));

        assertThat(result.trace()).isEqualTo(ToolTrace.of(result.messages()));
    }

    @Test
    void traceStepsCarryTheRequestedToolAndArguments() {
        List<TraceStep> trace = ToolTrace.of(Fixtures.recordedRun(CourseScripts.LOOP_LIMITS).messages());

        assertThat(trace).extracting(TraceStep::callId).containsExactly(
                "scripted-1-call-1", "scripted-2-call-1", "scripted-2-call-2",
                "scripted-3-call-1", "scripted-3-call-2", "scripted-4-call-1");
        assertThat(trace).extracting(TraceStep::tool).containsExactly(
                "list_stock", "supplier", "supplier", "draft_order", "draft_order", "draft_budget");
        assertThat(trace.get(3).arguments()).isEqualTo(Map.of("sku", "SKU-VANILLA", "quantity", 6));
        assertThat(trace.get(1).result()).isEqualTo(Map.of("sku", "SKU-VANILLA", "unit_price_cents", 250));
    }
}
