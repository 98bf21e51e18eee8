package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Values crossing the model and tool boundaries are deep, immutable JSON copies. */
class JsonValuesTest {

    @Test
    void toolCallArgumentsAreDeeplyCopiedAndImmutable() {
        List<Object> skus = new ArrayList<>(List.of("SKU-VANILLA"));
        Map<String, Object> arguments = new HashMap<>(Map.of("skus", skus, "quantity", 6));
        ToolCall call = new ToolCall("a", "draft_order", arguments);

        skus.add("SKU-MANGO");
        arguments.put("quantity", 1000);

        assertThat(call.arguments()).isEqualTo(Map.of("skus", List.of("SKU-VANILLA"), "quantity", 6));
        assertThatThrownBy(() -> call.arguments().put("x", 1)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> ((List<Object>) call.arguments().get("skus")).add("y"))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void nullsAreKeptAndSmallLongsBecomeIntegers() {
        Map<String, Object> arguments = new HashMap<>();
        arguments.put("note", null);
        arguments.put("small", 6L);
        arguments.put("large", 5_000_000_000L);
        arguments.put("list", Arrays.asList(1.5, null, true));

        ToolCall call = new ToolCall("a", "t", arguments);

        assertThat(call.arguments()).containsEntry("note", null);
        assertThat(call.arguments().get("small")).isEqualTo(6);
        assertThat(call.arguments().get("large")).isEqualTo(5_000_000_000L);
        assertThat(call.arguments().get("list")).isEqualTo(Arrays.asList(1.5, null, true));
    }

    @Test
    void nonJsonValuesAreRefusedNamingWhereTheyAre() {
        assertThatThrownBy(() -> new ToolCall("a", "t", Map.of("when", List.of(new Object()))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("not a JSON value at $.when[0]");
        assertThatThrownBy(() -> new ToolCall("a", "t", Map.of("f", 1.5f))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void jsonTextRoundTripsToAnEqualValue() {
        Map<String, Object> value = Map.of("b", List.of(1, 2.5, "x", false), "a", Map.of("n", 7_000_000_000L));

        assertThat(Json.write(value)).isEqualTo("{\"a\":{\"n\":7000000000},\"b\":[1,2.5,\"x\",false]}");
        assertThat(Json.read(Json.write(value))).isEqualTo(value);
        assertThatThrownBy(() -> Json.read("{not json")).isInstanceOf(IllegalArgumentException.class);
    }
}
