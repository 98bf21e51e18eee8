package dev.boundedloop.loop;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Compact JSON text with sorted object keys, so equal values always serialize to the same bytes.
 * Writing is done here rather than by Jackson: a loop run writes every tool value and every tool
 * request's arguments, and Jackson's general machinery was a tenth of a grading's time. The text
 * is Jackson's to the character (JsonTest compares the two on random values).
 */
final class Json {

    private static final JsonMapper MAPPER =
            JsonMapper.builder().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private Json() {}

    static String write(Object value) {
        StringBuilder out = new StringBuilder(64);
        append(out, value);
        return out.toString();
    }

    private static void append(StringBuilder out, Object value) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String text) {
            quote(out, text);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            out.append(value);
        } else if (value instanceof Double) {
            out.append(MAPPER.writeValueAsString(value)); // rare; how doubles print is Jackson's call
        } else if (value instanceof Map<?, ?> map) {
            String[] keys = map.keySet().toArray(new String[0]);
            Arrays.sort(keys);
            out.append('{');
            for (int i = 0; i < keys.length; i++) {
                if (i > 0) {
                    out.append(',');
                }
                quote(out, keys[i]);
                out.append(':');
                append(out, map.get(keys[i]));
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                append(out, list.get(i));
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
        }
    }

    /** Escapes as Jackson does: quote, backslash, the five short control escapes, else {@code \}{@code u00XX}. */
    private static void quote(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\f' -> out.append("\\f");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xF]);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /**
     * Parses JSON text into an immutable JSON value.
     *
     * @throws IllegalArgumentException when the text is not one JSON value
     */
    static Object read(String text) {
        try {
            return JsonValues.copy(MAPPER.readValue(text, Object.class));
        } catch (JacksonException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
        }
    }
}
