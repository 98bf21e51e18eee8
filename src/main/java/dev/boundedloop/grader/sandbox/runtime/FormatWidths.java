package dev.boundedloop.grader.sandbox.runtime;

/**
 * Finds the widths and precisions in a {@link java.util.Formatter} pattern, because
 * {@code "%999999999d"} makes the JDK build a gigabyte of padding before anything can see it.
 * The scan follows the Formatter's syntax: {@code %[index$][flags][width][.precision]conversion}.
 */
final class FormatWidths {

    private static final String FLAGS = "-#+ 0,(<";

    private FormatWidths() {}

    static void check(String format) {
        if (format == null) {
            return;
        }
        int at = format.indexOf('%');
        while (at >= 0 && at < format.length() - 1) {
            int next = skipDigits(format, at + 1);
            if (next < format.length() && format.charAt(next) == '$') {
                next++;
            } else {
                next = at + 1;
            }
            while (next < format.length() && FLAGS.indexOf(format.charAt(next)) >= 0) {
                next++;
            }
            next = checkNumber(format, next);
            if (next < format.length() && format.charAt(next) == '.') {
                next = checkNumber(format, next + 1);
            }
            at = format.indexOf('%', Math.max(next, at + 2));
        }
    }

    private static int checkNumber(String format, int from) {
        int end = skipDigits(format, from);
        if (end - from > 9 || (end > from && Integer.parseInt(format, from, end, 10) > Guards.MAX_FORMAT_WIDTH)) {
            Sandbox.meter().chargeMemory(Long.MAX_VALUE);
        }
        return end;
    }

    private static int skipDigits(String format, int from) {
        int at = from;
        while (at < format.length() && format.charAt(at) >= '0' && format.charAt(at) <= '9') {
            at++;
        }
        return at;
    }
}
