package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The counted size must equal the written text's UTF-8 length, or the context limit would drift. */
class JsonSizeTest {

    private static final String CHARS = "aZ09 \"\\/\b\t\n\f\r\u0000\u0001\u001f\u007f\u0080é\u07ff\u0800€\uffff\u2028"
            + "\ud83d\ude00\ud800\udfff";

    private static long written(Object value) {
        return Json.write(value).getBytes(StandardCharsets.UTF_8).length;
    }

    @Test
    void countsExactlyWhatJacksonWritesForRandomValues() {
        Random random = new Random(42);
        for (int i = 0; i < 5_000; i++) {
            Object value = randomValue(random, 3);
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
    void refusesWhatIsNotAJsonValue() {
        assertThatThrownBy(() -> JsonSize.utf8Length(List.of(new Object())))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a JSON value");
    }

    private static Object randomValue(Random random, int depth) {
        int kind = random.nextInt(depth > 0 ? 9 : 7);
        switch (kind) {
            case 0: return null;
            case 1: return random.nextBoolean();
            case 2: return random.nextInt();
            case 3: return random.nextLong();
            case 4: return random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
            case 5:
            case 6: return randomString(random);
            case 7: {
                Map<String, Object> map = new LinkedHashMap<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    map.put(randomString(random), randomValue(random, depth - 1));
                }
                return map;
            }
            default: {
                List<Object> list = new ArrayList<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    list.add(randomValue(random, depth - 1));
                }
                return list;
            }
        }
    }

    private static String randomString(Random random) {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(8); i > 0; i--) {
            text.append(CHARS.charAt(random.nextInt(CHARS.length())));
        }
        return text.toString();
    }
}
