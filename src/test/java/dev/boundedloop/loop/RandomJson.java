package dev.boundedloop.loop;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** Random JSON values with awkward strings, and Jackson configured as the loop's JSON must match. */
final class RandomJson {

    static final JsonMapper JACKSON =
            JsonMapper.builder().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();

    private static final String CHARS = "aZ09 \"\\/\b\t\n\f\r\u0000\u0001\u001f\u007f\u0080é\u07ff\u0800€\uffff\u2028"
            + "\ud83d\ude00\ud800\udfff";

    private final Random random;

    RandomJson(long seed) {
        this.random = new Random(seed);
    }

    Object value(int depth) {
        switch (random.nextInt(depth > 0 ? 9 : 7)) {
            case 0: return null;
            case 1: return random.nextBoolean();
            case 2: return random.nextInt();
            case 3: return random.nextLong();
            case 4: return random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
            case 5:
            case 6: return string();
            case 7: {
                Map<String, Object> map = new LinkedHashMap<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    map.put(string(), value(depth - 1));
                }
                return map;
            }
            default: {
                List<Object> list = new ArrayList<>();
                for (int i = random.nextInt(4); i > 0; i--) {
                    list.add(value(depth - 1));
                }
                return list;
            }
        }
    }

    private String string() {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(8); i > 0; i--) {
            text.append(CHARS.charAt(random.nextInt(CHARS.length())));
        }
        return text.toString();
    }
}
