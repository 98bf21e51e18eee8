package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The main practical's connected run: three authored turns through the shop dispatcher. */
class OpeningLoopTest {

    @Test
    void threeAuthoredTurnsCompleteWithThreeModelCallsAndThreeToolCalls() {
        // Chapter 2's dispatcher has no draft budget; 2600 cents lets both drafts run, as the answer says.
        ShopToolkit toolkit = ShopTools.build(ShopFixture.standard(), 2600, new InMemoryDraftStore());

        LoopResult result = Fixtures.referenceLoop(CourseScripts.OPENING_LIMITS).run(
                new ScriptedModel(CourseScripts.OPENING_TURNS), toolkit.dispatcher(), CourseScripts.INITIAL_MESSAGES);

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.COMPLETED, 3, 3, 6L);
        assertThat(Fixtures.roles(result.messages())).containsExactly(
                "system", "user", "assistant", "tool", "assistant", "tool", "tool", "assistant");
        assertThat(ToolTrace.of(result.messages())).extracting(TraceStep::callId, TraceStep::ok).containsExactly(
                tuple("stock-1", true),
                tuple("draft-v", true),
                tuple("draft-s", true));
        assertThat(toolkit.ledger().reservedCents()).isEqualTo(2600);
        assertThat(toolkit.ledger().drafts()).extracting(d -> d.get("sku"))
                .isEqualTo(List.of("SKU-VANILLA", "SKU-STRAWBERRY"));
    }
}
