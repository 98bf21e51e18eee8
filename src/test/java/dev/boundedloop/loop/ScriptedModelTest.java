package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The scripted model: default and explicit ids, failures, exhaustion and its consumption count. */
class ScriptedModelTest {

    private static ModelTurn next(ScriptedModel model) throws ModelError {
        return model.complete(List.of(), List.of(), Duration.ofSeconds(1), 100);
    }

    @Test
    void defaultIdsNameTheEntrysPositionAndTheCallsNumber() throws ModelError {
        ScriptedModel model = new ScriptedModel(List.of(
                ScriptedTurn.calls(ScriptedCall.of("list_stock", Map.of())),
                ScriptedTurn.calls(ScriptedCall.of("supplier", Map.of("sku", "A")),
                        ScriptedCall.withId("explicit", "supplier", Map.of("sku", "B")),
                        ScriptedCall.of("supplier", Map.of("sku", "C")))));

        assertThat(next(model).calls()).extracting(ToolCall::id).containsExactly("scripted-1-call-1");
        assertThat(next(model).calls()).extracting(ToolCall::id)
                .containsExactly("scripted-2-call-1", "explicit", "scripted-2-call-3");
    }

    @Test
    void aFailureEntryCountsAsAPositionInTheScript() throws ModelError {
        ScriptedModel model = new ScriptedModel(List.of(
                ScriptedTurn.failure("503 from provider"), ScriptedTurn.calls(ScriptedCall.of("list_stock", null))));

        assertThatThrownBy(() -> next(model)).isInstanceOf(ModelError.class).hasMessage("503 from provider");
        assertThat(next(model).calls()).extracting(ToolCall::id).containsExactly("scripted-2-call-1");
        assertThat(model.consumed()).isEqualTo(2);
    }

    @Test
    void anExhaustedScriptFails() throws ModelError {
        ScriptedModel model = new ScriptedModel(List.of(ScriptedTurn.answer("only")));

        assertThat(next(model)).isEqualTo(new ModelTurn("only", List.of(), 0));
        assertThatThrownBy(() -> next(model)).isInstanceOf(ModelError.class).hasMessage("script exhausted");
        assertThat(model.consumed()).isEqualTo(1);
    }

    @Test
    void repliesReportTheirScriptedUsage() throws ModelError {
        ScriptedModel model = new ScriptedModel(List.of(ScriptedTurn.answer("x").withOutputTokens(42)));

        assertThat(next(model).outputTokens()).isEqualTo(42);
    }

    @Test
    void courseScriptsHaveTheNotebooksShape() {
        assertThat(CourseScripts.RECORDED_TURNS).hasSize(5);
        assertThat(CourseScripts.OPENING_TURNS).hasSize(3);
        assertThat(((ScriptedTurn.Reply) CourseScripts.OPENING_TURNS.get(1)).calls())
                .extracting(ScriptedCall::id).containsExactly("draft-v", "draft-s");
        assertThat(Fixtures.roles(CourseScripts.LOOP_MESSAGES)).containsExactly("system", "user");
        assertThat(CourseScripts.DRAFT_BUDGET_CENTS).isEqualTo(2500);
    }
}
