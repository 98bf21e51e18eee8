package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The counted size must equal the written text's UTF-8 length, or the context limit would drift. */
class JsonSizeTest {

    private static long written(Object value) {
        return RandomJson.JACKSON.writeValueAsString(value).getBytes(StandardCharsets.UTF_8).length;
    }

    @Test
    void countsExactlyWhatJacksonWritesForRandomValues() {
        RandomJson random = new RandomJson(42);
        for (int i = 0; i < 5_000; i++) {
            Object value = random.value(3);
            assertThat(JsonSize.utf8Length(value)).as("size of %s", value).isEqualTo(written(value));
        }
    }

    @Test
    void countsEscapesSurrogatesAndSpecialNumbersExactly() {
        List<Object> values = new ArrayList<>(List.of("", "\"\\", "\u0000\u001f\n", "\ud83d\ude00", "\ud83d", "\ude00x",
                "x\ud83d", Long.MAX_VALUE, Long.MIN_VALUE, Integer.MIN_VALUE, 0.1, -0.0, 1e300, Double.NaN,
                Double.NEGATIVE_INFINITY, true, false, Map.of(), List.of()));
        values.add(null);
        for (Object value : values) {
            assertThat(JsonSize.utf8Length(value)).as("size of %s", value).isEqualTo(written(value));
        }
    }

    @Test
    void longStringsWithEveryKindOfCharCountExactlyEachTime() {
        RandomJson random = new RandomJson(7);
        for (int i = 0; i < 500; i++) {
            String text = String.valueOf(random.value(0)).repeat(1 + i % 40) + "\u00e9\u2014\ud83d\ude00\ud83d\"\\\n\u0001"
                    + "x".repeat(64) + i;
            long expected = written(text);
            assertThat(JsonSize.utf8Length(text)).as("sizing of %s", text).isEqualTo(expected);
            assertThat(JsonSize.utf8Length(text)).as("the same string again").isEqualTo(expected);
            assertThat(JsonSize.utf8Length(new String(text.toCharArray()))).as("an equal copy").isEqualTo(expected);
        }
    }

    @Test
    void refusesWhatIsNotAJsonValue() {
        assertThatThrownBy(() -> JsonSize.utf8Length(List.of(new Object())))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a JSON value");
    }
}
