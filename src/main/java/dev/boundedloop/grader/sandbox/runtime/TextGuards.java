package dev.boundedloop.grader.sandbox.runtime;

import dev.boundedloop.grader.sandbox.runtime.Guards.Before;
import dev.boundedloop.grader.sandbox.runtime.Walk.Purpose;

/**
 * Text work that does not allocate, so the memory budget cannot bound it: searching (naively
 * n·m for a near miss), comparing, scanning, and shifting a builder's tail on an insert or delete
 * at its front. Each is charged in bulk units (16 characters a unit) before it runs.
 */
public final class TextGuards {

    private TextGuards() {}

    @Before({
        "java/lang/String.indexOf (Ljava/lang/String;)I",
        "java/lang/String.lastIndexOf (Ljava/lang/String;)I",
        "java/lang/String.contains (Ljava/lang/CharSequence;)Z",
        "java/lang/StringBuilder.indexOf (Ljava/lang/String;)I",
        "java/lang/StringBuilder.lastIndexOf (Ljava/lang/String;)I"})
    public static void search(CharSequence text, CharSequence needle) {
        if (text != null && needle != null) {
            Work.search(text.length(), needle.length());
        }
    }

    @Before({
        "java/lang/String.indexOf (Ljava/lang/String;I)I",
        "java/lang/String.lastIndexOf (Ljava/lang/String;I)I",
        "java/lang/StringBuilder.indexOf (Ljava/lang/String;I)I",
        "java/lang/StringBuilder.lastIndexOf (Ljava/lang/String;I)I"})
    public static void search(CharSequence text, CharSequence needle, int from) {
        search(text, needle);
    }

    @Before("java/lang/String.replace (Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;")
    public static void replace(String text, CharSequence target, CharSequence replacement) {
        search(text, target);
        Guards.replace(text, target, replacement);
    }

    /** One pass over the text, without allocating in the worst case (nothing to trim, no match). */
    @Before({
        "java/lang/String.isBlank ()Z",
        "java/lang/String.strip ()Ljava/lang/String;",
        "java/lang/String.stripLeading ()Ljava/lang/String;",
        "java/lang/String.stripTrailing ()Ljava/lang/String;",
        "java/lang/String.trim ()Ljava/lang/String;",
        "java/lang/String.toLowerCase ()Ljava/lang/String;",
        "java/lang/String.toUpperCase ()Ljava/lang/String;",
        "java/lang/String.lines ()Ljava/util/stream/Stream;",
        "java/lang/StringBuilder.reverse ()Ljava/lang/StringBuilder;"})
    public static void scan(CharSequence text) {
        if (text != null) {
            Work.bulk(text.length());
        }
    }

    @Before({"java/lang/String.indexOf (I)I", "java/lang/String.lastIndexOf (I)I"})
    public static void scan(CharSequence text, int ch) {
        scan(text);
    }

    @Before({"java/lang/String.indexOf (II)I", "java/lang/String.lastIndexOf (II)I"})
    public static void scan(CharSequence text, int ch, int from) {
        scan(text);
    }

    /** The first argument's own length bounds these: a prefix, or the shorter of two strings. */
    @Before({
        "java/lang/String.compareTo (Ljava/lang/String;)I",
        "java/lang/String.compareToIgnoreCase (Ljava/lang/String;)I",
        "java/lang/String.equalsIgnoreCase (Ljava/lang/String;)Z",
        "java/lang/String.contentEquals (Ljava/lang/CharSequence;)Z",
        "java/lang/String.startsWith (Ljava/lang/String;)Z",
        "java/lang/String.endsWith (Ljava/lang/String;)Z",
        "java/lang/StringBuilder.compareTo (Ljava/lang/StringBuilder;)I"})
    public static void compare(CharSequence text, CharSequence other) {
        if (text != null && other != null) {
            Work.bulk(Math.min(text.length(), other.length()));
        }
    }

    /** A stream over every character runs its pipeline in JDK code: one unit per character. */
    @Before({
        "java/lang/CharSequence.chars ()Ljava/util/stream/IntStream;",
        "java/lang/CharSequence.codePoints ()Ljava/util/stream/IntStream;"})
    public static void characters(CharSequence text) {
        if (text != null) {
            Work.units(1 + (long) text.length());
        }
    }

    @Before({
        "java/lang/String.join (Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;",
        "java/lang/String.join (Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;"})
    public static void join(CharSequence delimiter, Object elements) {
        Object walked = elements instanceof Object[] array ? java.util.Arrays.asList(array) : elements;
        Work.units(Walk.units(walked, Purpose.TEXT, Work.fuelLeft(), false));
        if (delimiter != null) {
            Work.bulk((long) delimiter.length() * Containers.size(walked));
        }
    }

    // ---- StringBuilder: shifting the tail ------------------------------------------------------

    /** Characters after {@code at} move on an insert or delete there. */
    static void shift(StringBuilder builder, long at) {
        if (builder != null) {
            Work.bulk(Math.max(0, builder.length() - Math.max(0, Math.min(at, builder.length()))));
        }
    }

    @Before("java/lang/StringBuilder.deleteCharAt (I)Ljava/lang/StringBuilder;")
    public static void deleteCharAt(StringBuilder builder, int at) {
        shift(builder, at);
    }

    @Before("java/lang/StringBuilder.delete (II)Ljava/lang/StringBuilder;")
    public static void delete(StringBuilder builder, int start, int end) {
        shift(builder, end);
    }

    // ---- floating-point numbers as text ---------------------------------------------------------

    /**
     * Turning a double or float into text, or text into one, takes the JDK big-number arithmetic
     * for extreme exponents, against one unit for an int. Text into a number is charged this.
     */
    static final long FLOATING_TEXT_UNITS = 64;

    /**
     * A number into text: the JDK's big numbers grow with the binary exponent, and so does its
     * charge. At 64 units alone {@code -1.2345678901234567E-300} (exponent -997) turned into text
     * for a microsecond or two on the workers' compiler, some twenty times the time of the fuel it
     * cost; an everyday value's exponent adds a few units.
     */
    static long floatingTextUnits(double value) {
        return Double.isFinite(value) ? FLOATING_TEXT_UNITS + Math.abs(Math.getExponent(value)) : FLOATING_TEXT_UNITS;
    }

    @Before("java/lang/StringBuilder.append (D)Ljava/lang/StringBuilder;")
    public static void floatingText(StringBuilder builder, double value) {
        Work.units(floatingTextUnits(value));
        Guards.chars(Guards.MAX_PRIMITIVE_CHARS);
    }

    @Before("java/lang/StringBuilder.append (F)Ljava/lang/StringBuilder;")
    public static void floatingText(StringBuilder builder, float value) {
        floatingText(builder, (double) value);
    }

    @Before("java/lang/StringBuilder.insert (ID)Ljava/lang/StringBuilder;")
    public static void floatingText(StringBuilder builder, int at, double value) {
        floatingText(builder, value);
        shift(builder, at);
    }

    @Before("java/lang/StringBuilder.insert (IF)Ljava/lang/StringBuilder;")
    public static void floatingText(StringBuilder builder, int at, float value) {
        floatingText(builder, at, (double) value);
    }

    @Before({"java/lang/String.valueOf (D)Ljava/lang/String;", "java/lang/Double.toString (D)Ljava/lang/String;"})
    public static void floatingText(double value) {
        Work.units(floatingTextUnits(value));
    }

    @Before({"java/lang/String.valueOf (F)Ljava/lang/String;", "java/lang/Float.toString (F)Ljava/lang/String;"})
    public static void floatingText(float value) {
        Work.units(floatingTextUnits(value));
    }

    @Before({"java/io/PrintStream.print (D)V", "java/io/PrintStream.println (D)V"})
    public static void floatingText(java.io.PrintStream stream, double value) {
        Work.units(floatingTextUnits(value));
    }

    @Before({"java/io/PrintStream.print (F)V", "java/io/PrintStream.println (F)V"})
    public static void floatingText(java.io.PrintStream stream, float value) {
        Work.units(floatingTextUnits(value));
    }

    @Before({
        "java/lang/Double.parseDouble (Ljava/lang/String;)D",
        "java/lang/Double.valueOf (Ljava/lang/String;)Ljava/lang/Double;",
        "java/lang/Float.parseFloat (Ljava/lang/String;)F",
        "java/lang/Float.valueOf (Ljava/lang/String;)Ljava/lang/Float;"})
    public static void floatingParse(String text) {
        Work.units(FLOATING_TEXT_UNITS);
        if (text != null) {
            Work.bulk(text.length());
        }
    }
}
