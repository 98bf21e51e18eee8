package dev.boundedloop.loop;

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
     * surrogate becomes one replacement byte, as {@code String.getBytes} makes it. One byte a char
     * to begin with; escapes and wider chars add to it.
     */
    private static long quoted(String text) {
        int chars = text.length();
        long length = 2 + chars;
        for (int i = 0; i < chars; i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x80) {
                if (c == '"' || c == '\\') {
                    length += 1;
                }
            } else if (c < 0x20) {
                length += Json.escapeOf(c).length() - 1;
            } else if (c < 0x800) {
                length += 1;
            } else if (Character.isHighSurrogate(c) && i + 1 < chars && Character.isLowSurrogate(text.charAt(i + 1))) {
                length += 2; // two chars, four bytes
                i++;
            } else if (!Character.isSurrogate(c)) {
                length += 2;
            }
        }
        return length;
    }
}
