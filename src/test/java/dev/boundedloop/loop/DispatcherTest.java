package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The dispatcher's error codes, strict validation and schema envelope. */
class DispatcherTest {

    private static final ArgumentSchema QUANTITY = ArgumentSchema.builder().integer("quantity", 1, 1000).build();

    private final List<String> ran = new ArrayList<>();

    private ExecutableTool echo(String name, boolean consequential) {
        return new ExecutableTool(name, "Echoes its arguments.", QUANTITY, arguments -> {
            ran.add(name);
            return arguments;
        }, consequential);
    }

    private static ToolCall call(String name, Map<String, Object> arguments) {
        return new ToolCall("call-1", name, arguments);
    }

    @Test
    void validCallReturnsTheHandlersValue() {
        Dispatcher dispatcher = new Dispatcher(List.of(echo("echo", false)), Set.of("echo"), null);

        ToolOutcome outcome = dispatcher.invoke(call("echo", Map.of("quantity", 4)));

        assertThat(outcome).isEqualTo(ToolOutcome.success(Map.of("quantity", 4)));
        assertThat(outcome.toJson()).isEqualTo(Map.of("ok", true, "value", Map.of("quantity", 4)));
    }

    @Test
    void unknownOrUnallowedToolIsNotAllowed() {
        Dispatcher dispatcher = new Dispatcher(List.of(echo("echo", false), echo("hidden", false)), Set.of("echo"), null);

        assertThat(dispatcher.invoke(call("missing", Map.of("quantity", 4))).error()).isEqualTo("tool_not_allowed");
        assertThat(dispatcher.invoke(call("hidden", Map.of("quantity", 4))).error()).isEqualTo("tool_not_allowed");
        assertThat(ran).isEmpty();
    }

    @Test
    void strictValidationRefusesCoercibleValuesAndExtraKeys() {
        Dispatcher dispatcher = new Dispatcher(List.of(echo("echo", false)), Set.of("echo"), null);

        for (Map<String, Object> bad : List.<Map<String, Object>>of(
                Map.of("quantity", "4"), Map.of("quantity", 4.0), Map.of("quantity", true),
                Map.of("quantity", 4, "approved", true), Map.of(), Map.of("quantity", 0), Map.of("quantity", 1001))) {
            ToolOutcome outcome = dispatcher.invoke(call("echo", bad));
            assertThat(outcome.toJson()).as("%s", bad).isEqualTo(Map.of("ok", false, "error", "invalid_arguments"));
        }
        assertThat(ran).isEmpty();
    }

    @Test
    void consequentialToolWithoutAGateNeedsWriteAuthority() {
        Dispatcher dispatcher = new Dispatcher(List.of(echo("write", true)), Set.of("write"), null);

        assertThat(dispatcher.invoke(call("write", Map.of("quantity", 4))).error()).isEqualTo("write_authority_required");
        assertThat(ran).isEmpty();
    }

    @Test
    void invalidArgumentsAreReportedBeforeMissingWriteAuthority() {
        Dispatcher dispatcher = new Dispatcher(List.of(echo("write", true)), Set.of("write"), null);

        assertThat(dispatcher.invoke(call("write", Map.of("quantity", "4"))).error()).isEqualTo("invalid_arguments");
    }

    @Test
    void gateRefusalIsToolFailedAndTheHandlerDoesNotRun() {
        Dispatcher dispatcher = new Dispatcher(List.of(echo("write", true)), Set.of("write"), c -> {
            throw new ToolRefusal("not today");
        });

        assertThat(dispatcher.invoke(call("write", Map.of("quantity", 4))).error()).isEqualTo("tool_failed");
        assertThat(ran).isEmpty();
    }

    @Test
    void gateAdmissionLetsTheHandlerRun() {
        List<String> admitted = new ArrayList<>();
        Dispatcher dispatcher = new Dispatcher(List.of(echo("write", true), echo("read", false)), Set.of("write", "read"),
                c -> admitted.add(c.name()));

        assertThat(dispatcher.invoke(call("write", Map.of("quantity", 4))).ok()).isTrue();
        assertThat(dispatcher.invoke(call("read", Map.of("quantity", 4))).ok()).isTrue();
        assertThat(admitted).containsExactly("write");
        assertThat(ran).containsExactly("write", "read");
    }

    @Test
    void handlerRefusalExceptionOrNonJsonValueIsToolFailed() {
        ToolHandler refuses = arguments -> {
            throw new ToolRefusal("no");
        };
        ToolHandler crashes = arguments -> {
            throw new IllegalStateException("bug");
        };
        ToolHandler nonJson = arguments -> new Object();
        Dispatcher dispatcher = new Dispatcher(List.of(
                new ExecutableTool("refuses", "", ArgumentSchema.none(), refuses),
                new ExecutableTool("crashes", "", ArgumentSchema.none(), crashes),
                new ExecutableTool("nonjson", "", ArgumentSchema.none(), nonJson)),
                Set.of("refuses", "crashes", "nonjson"), null);

        for (String name : List.of("refuses", "crashes", "nonjson")) {
            assertThat(dispatcher.invoke(call(name, Map.of())).error()).as(name).isEqualTo("tool_failed");
        }
    }

    @Test
    void resultOverTheByteCapIsTooLarge() {
        ExecutableTool big = new ExecutableTool("big", "", ArgumentSchema.none(), arguments -> "x".repeat(20));
        Dispatcher exactFit = new Dispatcher(List.of(big), Set.of("big"), null, 22);
        Dispatcher oneShort = new Dispatcher(List.of(big), Set.of("big"), null, 21);

        // Twenty x's serialize to 22 bytes with their quotes.
        assertThat(exactFit.invoke(call("big", Map.of())).ok()).isTrue();
        assertThat(oneShort.invoke(call("big", Map.of())).error()).isEqualTo("result_too_large");
    }

    @Test
    void schemasListTheAllowedToolsSortedByNameInTheFunctionEnvelope() {
        Dispatcher dispatcher = new Dispatcher(
                List.of(echo("zeta", false), echo("alpha", false), echo("hidden", false)), Set.of("zeta", "alpha"), null);

        List<Map<String, Object>> schemas = dispatcher.schemas();

        assertThat(schemas).extracting(s -> (Object) ((Map<?, ?>) s.get("function")).get("name")).containsExactly("alpha", "zeta");
        assertThat(schemas.get(0)).isEqualTo(Map.of("type", "function", "function", Map.of(
                "name", "alpha",
                "description", "Echoes its arguments.",
                "parameters", Map.of(
                        "type", "object",
                        "properties", Map.of("quantity", Map.of("type", "integer", "minimum", 1, "maximum", 1000)),
                        "required", List.of("quantity"),
                        "additionalProperties", false))));
    }

    @Test
    void toolsMustHaveUniqueNames() {
        assertThatThrownBy(() -> new Dispatcher(List.of(echo("a", false), echo("a", false)), Set.of("a"), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("registered twice");
    }

    @Test
    void outcomesRefuseInconsistentFields() {
        assertThatThrownBy(() -> new ToolOutcome(false, null, "made_up")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ToolOutcome(true, 1, "tool_failed")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ToolOutcome(false, 1, "tool_failed")).isInstanceOf(IllegalArgumentException.class);
    }
}
