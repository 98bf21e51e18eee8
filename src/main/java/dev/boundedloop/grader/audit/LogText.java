package dev.boundedloop.grader.audit;

/**
 * Values as a key=value log line can hold them. Learners choose ids, notes and comments, so a CR or LF
 * in one would otherwise start a forged line of its own; control characters become '?', a value with
 * spaces, quotes or '=' is quoted, and a long one is cut.
 */
public final class LogText {

    static final int MAX_VALUE = 300;

    private LogText() {}

    public static String value(Object value) {
        if (value == null) {
            return "-";
        }
        String text = String.valueOf(value);
        StringBuilder out = new StringBuilder(Math.min(text.length(), MAX_VALUE) + 2);
        boolean quote = text.isEmpty();
        for (int i = 0; i < text.length() && i < MAX_VALUE; i++) {
            char c = text.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                out.append('?');
            } else if (c == '"' || c == '\\') {
                out.append('\\').append(c);
                quote = true;
            } else {
                quote |= c == ' ' || c == '=';
                out.append(c);
            }
        }
        if (text.length() > MAX_VALUE) {
            out.append("...");
        }
        return quote ? '"' + out.toString() + '"' : out.toString();
    }
}
