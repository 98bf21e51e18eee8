package dev.boundedloop.grader.cli;

/**
 * Text that a learner's source can influence (its output, exception messages, names in javac's
 * diagnostics), made safe to print as one field of one terminal line. A terminal acts on control
 * characters instead of showing them: ESC and C1 sequences clear the screen, move the cursor, set
 * the window title or hide a hyperlink; a carriage return or newline lets a learner forge a line of
 * the grader's own; bidi controls reorder what is shown ("Trojan source"). Each of these is written
 * as a visible escape instead (a backslash and {@code n}, or a backslash, {@code u} and four hex
 * digits), so a reader sees what the learner printed and the terminal acts on none of it. Half of
 * a surrogate pair cannot be encoded at all, so it becomes U+FFFD.
 */
final class TerminalText {

    private static final char REPLACEMENT_CHARACTER = 0xFFFD;

    private TerminalText() {}

    /** The value as one line of printable text; {@code null} prints as {@code null}, as printf would. */
    static String field(Object value) {
        String text = String.valueOf(value);
        if (text.chars().noneMatch(ch -> actsOnTheTerminal((char) ch) || Character.isSurrogate((char) ch))) {
            return text;
        }
        StringBuilder safe = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i); // half a pair comes back as itself
            i += Character.charCount(codePoint);
            if (codePoint <= Character.MAX_VALUE && Character.isSurrogate((char) codePoint)) {
                safe.append(REPLACEMENT_CHARACTER);
            } else if (codePoint <= Character.MAX_VALUE && actsOnTheTerminal((char) codePoint)) {
                safe.append(escape((char) codePoint));
            } else {
                safe.appendCodePoint(codePoint);
            }
        }
        return safe.toString();
    }

    private static String escape(char ch) {
        return switch (ch) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> String.format("\\u%04X", (int) ch);
        };
    }

    /**
     * C0 controls, DEL, C1 controls, the bidi embeddings, overrides, isolates and marks, and the
     * Unicode line and paragraph separators.
     */
    static boolean actsOnTheTerminal(char ch) {
        return ch < 0x20
                || (ch >= 0x7F && ch <= 0x9F)
                || ch == 0x061C // Arabic letter mark
                || ch == 0x200E || ch == 0x200F // left-to-right and right-to-left marks
                || (ch >= 0x202A && ch <= 0x202E) // embeddings and overrides
                || (ch >= 0x2066 && ch <= 0x2069) // isolates
                || ch == 0x2028 || ch == 0x2029;
    }
}
