package dev.boundedloop.loop;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Deep, immutable copies of JSON values: Map with String keys, List, String, Integer, Long, Double,
 * Boolean and null. Values crossing the model and tool boundaries are copied here so no caller can
 * change them afterwards.
 */
final class JsonValues {

    private JsonValues() {}

    /**
     * Copies a JSON value. Integral numbers that fit an int become Integer, the rest Long, so a value
     * compares equal to itself after a round trip through JSON text.
     *
     * @throws IllegalArgumentException for anything that is not a JSON value, naming where it was
     */
    static Object copy(Object value) {
        return copy(value, "$");
    }

    /** Copies a JSON object; maps keep null values, which {@link Map#copyOf} would refuse. */
    static Map<String, Object> copyObject(Map<?, ?> map) {
        return copyObject(map, "$");
    }

    private static Object copy(Object value, String where) {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof Double) {
            return value;
        }
        if (value instanceof Integer || value instanceof Long) {
            long number = ((Number) value).longValue();
            // Not a conditional expression: that would promote the Integer branch back to Long.
            if (number == (int) number) {
                return (int) number;
            }
            return number;
        }
        if (value instanceof Map<?, ?> map) {
            return copyObject(map, where);
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            for (int i = 0; i < list.size(); i++) {
                copy.add(copy(list.get(i), where + "[" + i + "]"));
            }
            return Collections.unmodifiableList(copy);
        }
        throw new IllegalArgumentException(
                "not a JSON value at " + where + ": " + value.getClass().getName());
    }

    private static Map<String, Object> copyObject(Map<?, ?> map, String where) {
        Map<String, Object> copy = new LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!(entry.getKey() instanceof String key)) {
                throw new IllegalArgumentException("JSON object keys must be strings at " + where);
            }
            copy.put(key, copy(entry.getValue(), where + "." + key));
        }
        return Collections.unmodifiableMap(copy);
    }
}
