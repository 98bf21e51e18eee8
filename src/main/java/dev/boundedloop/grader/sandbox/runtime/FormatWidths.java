package dev.boundedloop.grader.sandbox.runtime;

/**
 * Finds the widths and precisions in a {@link java.util.Formatter} pattern, because
 * {@code "%999999999d"} makes the JDK build a gigabyte of padding before anything can see it, and
 * charges the output a format call can make. The scan follows the Formatter's syntax:
 * {@code %[index$][flags][width][.precision]conversion}.
 */
final class FormatWidths {

    private static final String FLAGS = "-#+ 0,(<";

    /** How many conversions a pattern has, and its widest width or precision. */
    record Fields(int conversions, int widest) {}

    private FormatWidths() {}

    /**
     * Charges a format call before it runs: the widths are capped, each argument's text is walked
     * once, and the output is charged as if every conversion printed the widest argument, because
     * {@code "%1$s".repeat(1000)} prints one large argument a thousand times. Printing to a stream
     * makes no string of it ({@code allocates} false): the output is charged as work only.
     */
    static void charge(String format, Object[] args, boolean allocates) {
        if (format == null) {
            return;
        }
        Fields fields = check(format);
        long widest = fields.widest();
        if (args != null) {
            for (Object arg : args) {
                long units = Walk.units(arg, Walk.Purpose.TEXT, Work.fuelLeft(), false);
                Work.units(arg instanceof Double || arg instanceof Float
                        ? units + TextGuards.floatingTextUnits(((Number) arg).doubleValue()) : units);
                long chars = Interfaces.of(arg).charSequence ? ((CharSequence) arg).length()
                        : Work.times(units, Work.ITEMS_PER_UNIT);
                widest = Math.max(widest, chars);
            }
        }
        long chars = Work.plus(format.length(), Work.times(fields.conversions(), widest));
        if (allocates) {
            Guards.chars(chars);
        }
        Work.bulk(chars);
    }

    static Fields check(String format) {
        if (format == null) {
            return new Fields(0, 0);
        }
        int conversions = 0;
        int widest = 0;
        int at = format.indexOf('%');
        while (at >= 0 && at < format.length() - 1) {
            conversions++;
            int next = skipDigits(format, at + 1);
            if (next < format.length() && format.charAt(next) == '$') {
                next++;
            } else {
                next = at + 1;
            }
            while (next < format.length() && FLAGS.indexOf(format.charAt(next)) >= 0) {
                next++;
            }
            int end = skipDigits(format, next);
            widest = Math.max(widest, checkNumber(format, next, end));
            next = end;
            if (next < format.length() && format.charAt(next) == '.') {
                end = skipDigits(format, next + 1);
                widest = Math.max(widest, checkNumber(format, next + 1, end));
                next = end;
            }
            at = format.indexOf('%', Math.max(next, at + 2));
        }
        return new Fields(conversions, widest);
    }

    private static int checkNumber(String format, int from, int end) {
        if (end - from > 9 || (end > from && Integer.parseInt(format, from, end, 10) > Guards.MAX_FORMAT_WIDTH)) {
            Sandbox.meter().chargeMemory(Long.MAX_VALUE);
        }
        return end > from ? Integer.parseInt(format, from, end, 10) : 0;
    }

    private static int skipDigits(String format, int from) {
        int at = from;
        while (at < format.length() && format.charAt(at) >= '0' && format.charAt(at) <= '9') {
            at++;
        }
        return at;
    }
}
