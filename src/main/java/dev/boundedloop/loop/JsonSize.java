package dev.boundedloop.loop;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The UTF-8 length of a JSON value's compact text, counted without writing the text. The loop
 * checks sizes on every message and tool value, and serialising just to count was most of a
 * loop run's cost. The count matches {@link Json#write} byte for byte; JsonSizeTest holds it to that.
 */
final class JsonSize {

    private JsonSize() {}

    static long utf8Length(Object value) {
        if (value == null) {
            return 4;
        }
        if (value instanceof String text) {
            return quoted(text);
        }
        if (value instanceof Boolean flag) {
            return flag ? 4 : 5;
        }
        if (value instanceof Integer || value instanceof Long) {
            return value.toString().length();
        }
        if (value instanceof Double) {
            // Rare in tool values, and how a double prints is Jackson's business: ask it (ASCII, so chars are bytes).
            return Json.write(value).length();
        }
        if (value instanceof Map<?, ?> map) {
            long length = 2 + Math.max(0, map.size() - 1);
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                length += quoted((String) entry.getKey()) + 1 + utf8Length(entry.getValue());
            }
            return length;
        }
        if (value instanceof List<?> list) {
            long length = 2 + Math.max(0, list.size() - 1);
            for (Object element : list) {
                length += utf8Length(element);
            }
            return length;
        }
        throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
    }

    /**
     * A string in quotes, escaped as {@link Json#escapeOf} says; the rest is UTF-8, where a lone
     * surrogate becomes one replacement byte, as {@code String.getBytes} makes it. Counted on those
     * very bytes: every byte of a wider char is 0x80 or more, so the escaped ones stand alone, and
     * for a text of ASCII the bytes are one copy, which a loop over a byte array reads fastest.
     */
    private static long quoted(String text) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        long length = 2 + utf8.length;
        for (byte b : utf8) {
            if (b == '"' || b == '\\') {
                length += 1;
            } else if (b >= 0 && b < 0x20) {
                length += Json.escapeOf((char) b).length() - 1;
            }
        }
        return length;
    }
}
