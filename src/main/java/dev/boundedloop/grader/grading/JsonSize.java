package dev.boundedloop.grader.grading;

import java.util.List;
import java.util.Map;

/**
 * How many bytes a JSON-shaped value (maps with string keys, lists, strings, numbers, booleans,
 * enums) takes at most as the worker protocol writes it: every char outside printable ASCII as a
 * six-byte escape. Counted without writing anything, so a report can be measured as often as
 * bounding it needs.
 */
final class JsonSize {

    /** Any value of a type not listed above: what its text would take, with room to spare. */
    private static final int OTHER_OVERHEAD = 16;

    private JsonSize() {}

    static long of(Object value) {
        if (value == null) {
            return 4;
        }
        if (value instanceof String text) {
            return of(text);
        }
        if (value instanceof Number || value instanceof Boolean) {
            return 24;
        }
        if (value instanceof Enum<?> constant) {
            return constant.name().length() + 2;
        }
        if (value instanceof Map<?, ?> map) {
            long size = 2;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                size += of(String.valueOf(entry.getKey())) + 2 + of(entry.getValue());
            }
            return size;
        }
        if (value instanceof List<?> list) {
            long size = 2;
            for (Object element : list) {
                size += of(element) + 1;
            }
            return size;
        }
        return of(String.valueOf(value)) + OTHER_OVERHEAD;
    }

    static long of(String text) {
        if (text == null) {
            return 4;
        }
        long size = 2;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            size += c >= 0x20 && c < 0x7f ? (c == '"' || c == '\\' ? 2 : 1) : 6;
        }
        return size;
    }
}
