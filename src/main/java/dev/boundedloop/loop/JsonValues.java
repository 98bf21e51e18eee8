package dev.boundedloop.loop;

import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.Set;

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
        if (value instanceof CopiedObject || value instanceof CopiedArray) {
            return value; // made here, so deep-immutable already: values pass through several owners
        }
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
            return new CopiedArray(copy);
        }
        throw new IllegalArgumentException(
                "not a JSON value at " + where + ": " + value.getClass().getName());
    }

    private static Map<String, Object> copyObject(Map<?, ?> map, String where) {
        if (map instanceof CopiedObject copied) {
            return copied;
        }
        Map<String, Object> copy = new LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            if (!(entry.getKey() instanceof String key)) {
                throw new IllegalArgumentException("JSON object keys must be strings at " + where);
            }
            copy.put(key, copy(entry.getValue(), where + "." + key));
        }
        return new CopiedObject(copy);
    }

    /** A JSON object this class copied; no one else holds its entries. */
    private static final class CopiedObject extends AbstractMap<String, Object> {
        private final Map<String, Object> entries;

        CopiedObject(Map<String, Object> entries) {
            this.entries = Collections.unmodifiableMap(entries);
        }

        @Override
        public Set<Entry<String, Object>> entrySet() {
            return entries.entrySet();
        }

        @Override
        public Object get(Object key) {
            return entries.get(key);
        }

        @Override
        public boolean containsKey(Object key) {
            return entries.containsKey(key);
        }

        @Override
        public int size() {
            return entries.size();
        }
    }

    /** A JSON array this class copied; no one else holds its elements. */
    private static final class CopiedArray extends AbstractList<Object> implements RandomAccess {
        private final List<Object> elements;

        CopiedArray(List<Object> elements) {
            this.elements = elements;
        }

        @Override
        public Object get(int index) {
            return elements.get(index);
        }

        @Override
        public int size() {
            return elements.size();
        }
    }
}
