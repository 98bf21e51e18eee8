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
    private static final String[] CONTROL_ESCAPES = controlEscapes();

    private Json() {}

    private static String[] controlEscapes() {
        String[] escapes = new String[0x20];
        for (char c = 0; c < 0x20; c++) {
            escapes[c] = String.format("\\u%04X", (int) c);
        }
        escapes['\b'] = "\\b";
        escapes['\t'] = "\\t";
        escapes['\n'] = "\\n";
        escapes['\f'] = "\\f";
        escapes['\r'] = "\\r";
        return escapes;
    }

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

    private static void quote(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String escape = escapeOf(c);
            if (escape == null) {
                out.append(c);
            } else {
                out.append(escape);
            }
        }
        out.append('"');
    }

    /**
     * How Jackson escapes a character in a string: quote, backslash and the five short control escapes,
     * other control characters as {@code \}{@code u00XX}; null when it goes as it is.
     */
    static String escapeOf(char c) {
        if (c < 0x20) {
            return CONTROL_ESCAPES[c];
        }
        return c == '"' ? "\\\"" : c == '\\' ? "\\\\" : null;
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
