package dev.boundedloop.grader.grading;

/**
 * Text that XML 1.0 can carry. A learner's output may hold anything (NUL, escape sequences, half a
 * surrogate pair); an XML writer escapes markup but passes those through, and the file would no
 * longer parse. Each such char becomes U+FFFD, which a reader shows as "something was here".
 */
final class XmlChars {

    private XmlChars() {}

    static String safe(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            boolean allowed = allowed(ch) && !LoneSurrogates.isLone(text, i);
            if (allowed && out == null) {
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length()).append(text, 0, i);
            }
            out.append(allowed ? ch : '\uFFFD');
        }
        return out == null ? text : out.toString();
    }

    /** XML 1.0's Char production, one UTF-16 unit at a time (a whole surrogate pair is allowed). */
    private static boolean allowed(char ch) {
        return ch == '\n' || ch == '\t' || ch == '\r' || (ch >= 0x20 && ch != 0xFFFE && ch != 0xFFFF);
    }
}
