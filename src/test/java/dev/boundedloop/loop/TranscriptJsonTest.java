package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The transcript's JSON shape, the one the course and OpenAI's chat API use. */
class TranscriptJsonTest {

    private static final List<Message> TRANSCRIPT = List.of(
            Message.system("Use stock tools."),
            Message.user("What needs ordering?"),
            Message.assistant("", List.of(new ToolCall("draft-v", "draft_order",
                    Map.of("sku", "SKU-VANILLA", "quantity", 6)))),
            Message.tool("draft-v", "{\"error\":\"tool_failed\",\"ok\":false}"),
            Message.assistant("Done.", List.of()));

    @Test
    void eachRoleHasTheCoursesShape() {
        List<Map<String, Object>> json = TranscriptJson.toJson(TRANSCRIPT);

        assertThat(json).containsExactly(
                Map.of("role", "system", "content", "Use stock tools."),
                Map.of("role", "user", "content", "What needs ordering?"),
                Map.of("role", "assistant", "content", "", "tool_calls", List.of(Map.of(
                        "id", "draft-v",
                        "type", "function",
                        "function", Map.of("name", "draft_order",
                                "arguments", "{\"quantity\":6,\"sku\":\"SKU-VANILLA\"}")))),
                Map.of("role", "tool", "tool_call_id", "draft-v", "content", "{\"error\":\"tool_failed\",\"ok\":false}"),
                Map.of("role", "assistant", "content", "Done."));
    }

    @Test
    void jsonStringIsCompactWithSortedKeys() {
        assertThat(TranscriptJson.toJsonString(TRANSCRIPT.subList(3, 5))).isEqualTo(
                "[{\"content\":\"{\\\"error\\\":\\\"tool_failed\\\",\\\"ok\\\":false}\",\"role\":\"tool\","
                        + "\"tool_call_id\":\"draft-v\"},{\"content\":\"Done.\",\"role\":\"assistant\"}]");
    }

    @Test
    void toolObservationsInTheLoopAreTheOutcomeWithSortedKeys() {
        LoopResult result = Fixtures.recordedRun(CourseScripts.LOOP_LIMITS);

        assertThat(result.messages().get(9).content()).isEqualTo("{\"error\":\"tool_failed\",\"ok\":false}");
        assertThat(result.messages().get(11).content())
                .isEqualTo("{\"ok\":true,\"value\":{\"budget_cents\":2500,\"remaining_cents\":1000,\"reserved_cents\":1500}}");
    }

    @Test
    void theJsonCannotBeChanged() {
        List<Map<String, Object>> json = TranscriptJson.toJson(TRANSCRIPT);

        assertThatThrownBy(() -> json.get(0).put("role", "user")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void messagesRefuseFieldsThatDoNotFitTheirRole() {
        ToolCall call = new ToolCall("a", "list_stock", Map.of());

        assertThatThrownBy(() -> new Message("robot", "", List.of(), null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Message("user", "", List.of(call), null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Message("tool", "", List.of(), null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Message("user", "", List.of(), "a")).isInstanceOf(IllegalArgumentException.class);
    }
}
