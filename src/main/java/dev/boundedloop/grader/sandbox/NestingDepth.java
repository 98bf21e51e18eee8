package dev.boundedloop.grader.sandbox;

/**
 * Finds where a source nests brackets, braces or parentheses deeper than javac can be trusted to
 * compile. javac recurses once per level, so a deep enough source overflows its stack, and where
 * it does depends on how much of javac the JIT has compiled yet: the same source could compile in
 * a warm worker and fail in a cold one. A fixed limit, checked before javac runs, gives every
 * worker the same answer. Comments and string, text block and character literals are skipped.
 */
final class NestingDepth {

    /** Far beyond honest code, far below where javac's stack runs out. */
    static final int LIMIT = 256;

    /** Where the nesting first goes past the limit: a 1-based line and column. */
    record TooDeep(long line, long column) {}

    private NestingDepth() {}

    /** @return the first place the nesting passes {@link #LIMIT}, or null if it never does */
    static TooDeep find(String source) {
        int depth = 0;
        long line = 1;
        int lineStart = 0;
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '\n') {
                line++;
                lineStart = i + 1;
            } else if (c == '/' && next(source, i) == '/') {
                i = source.indexOf('\n', i);
                if (i < 0) {
                    return null;
                }
                continue;
            } else if (c == '/' && next(source, i) == '*') {
                int end = source.indexOf("*/", i + 2);
                for (int j = i; j < (end < 0 ? source.length() : end); j++) {
                    if (source.charAt(j) == '\n') {
                        line++;
                        lineStart = j + 1;
                    }
                }
                i = end < 0 ? source.length() : end + 2;
                continue;
            } else if (c == '"' || c == '\'') {
                boolean textBlock = source.startsWith("\"\"\"", i);
                int end = textBlock ? source.indexOf("\"\"\"", i + 3) : literalEnd(source, i, c);
                for (int j = i; j < (end < 0 ? source.length() : end); j++) {
                    if (source.charAt(j) == '\n') {
                        line++;
                        lineStart = j + 1;
                    }
                }
                i = end < 0 ? source.length() : end + (textBlock ? 3 : 1);
                continue;
            } else if (c == '(' || c == '[' || c == '{') {
                if (++depth > LIMIT) {
                    return new TooDeep(line, i - lineStart + 1);
                }
            } else if (c == ')' || c == ']' || c == '}') {
                depth = Math.max(0, depth - 1);
            }
            i++;
        }
        return null;
    }

    private static char next(String source, int i) {
        return i + 1 < source.length() ? source.charAt(i + 1) : 0;
    }

    /** The index of the quote that closes a string or character literal, or of the line's end. */
    private static int literalEnd(String source, int open, char quote) {
        for (int j = open + 1; j < source.length(); j++) {
            char c = source.charAt(j);
            if (c == '\\') {
                j++;
            } else if (c == quote || c == '\n') {
                return j;
            }
        }
        return -1;
    }
}
