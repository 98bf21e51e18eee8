package dev.boundedloop.grader.grading;

/**
 * Half of a UTF-16 surrogate pair. A learner's source can put one in its output or an exception
 * message, but no UTF-8 file can hold it: writing it fails, or silently turns it into '?'.
 */
public final class LoneSurrogates {

    private LoneSurrogates() {}

    /** Whether the char at {@code index} is a surrogate without its other half. */
    static boolean isLone(CharSequence text, int index) {
        char ch = text.charAt(index);
        if (Character.isHighSurrogate(ch)) {
            return index + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(index + 1));
        }
        return Character.isLowSurrogate(ch) && (index == 0 || !Character.isHighSurrogate(text.charAt(index - 1)));
    }

    /**
     * JSON text with each lone surrogate written as its backslash-u escape, which is the
     * same string to any JSON reader and leaves the text valid UTF-8. Outside string literals JSON
     * is ASCII, so every surrogate in the text is inside one.
     */
    public static String escapedInJson(String json) {
        if (!hasSurrogate(json)) {
            return json; // nearly always: one plain pass rather than a check of each char's neighbours
        }
        StringBuilder escaped = null;
        for (int i = 0; i < json.length(); i++) {
            if (!isLone(json, i)) {
                if (escaped != null) {
                    escaped.append(json.charAt(i));
                }
                continue;
            }
            if (escaped == null) {
                escaped = new StringBuilder(json.length() + 16).append(json, 0, i);
            }
            escaped.append(String.format("\\u%04X", (int) json.charAt(i)));
        }
        return escaped == null ? json : escaped.toString();
    }

    private static boolean hasSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }
}
