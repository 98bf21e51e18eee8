package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The loop's own JSON writer must produce Jackson's text exactly: transcripts and sizes depend on it. */
class JsonTest {

    @Test
    void writesWhatJacksonWritesForRandomValues() {
        RandomJson random = new RandomJson(7);
        for (int i = 0; i < 5_000; i++) {
            Object value = random.value(3);
            assertThat(Json.write(value)).isEqualTo(RandomJson.JACKSON.writeValueAsString(value));
        }
    }

    @Test
    void sortsKeysEscapesControlsAndKeepsSpecialNumbersAsJacksonDoes() {
        List<Object> values = new ArrayList<>(List.of(Map.of("b", 1, "a", List.of(), "A", "\u0000\u001f\"\\"),
                Long.MIN_VALUE, Double.NaN, Double.POSITIVE_INFINITY, -0.0, 1e-7, "\ud83d"));
        values.add(null);
        for (Object value : values) {
            assertThat(Json.write(value)).isEqualTo(RandomJson.JACKSON.writeValueAsString(value));
        }
        assertThat(Json.write(Map.of("b", 1, "a", 2))).isEqualTo("{\"a\":2,\"b\":1}");
    }

    @Test
    void refusesWhatIsNotAJsonValue() {
        assertThatThrownBy(() -> Json.write(Map.of("k", new Object())))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a JSON value");
    }
}
