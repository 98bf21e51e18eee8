package dev.boundedloop.grader.sandbox.runtime;

import java.io.PrintStream;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import java.util.Locale;

/**
 * Checks that instrumented code runs around JDK calls whose cost is set by a value rather than by
 * the code: {@code "x".repeat(n)}, {@code new ArrayList<>(n)}, {@code IntStream.range(0, n)},
 * {@code String.format("%999999999d", 1)}, {@code big.pow(n)}. Fuel only counts learner bytecode,
 * and array metering only sees learner {@code NEWARRAY}s, so without these one JDK call could
 * allocate gigabytes or loop for minutes while the meter is not looking.
 *
 * <p>The rule behind the list: work or memory that is a constant per learner operation is bounded
 * by the fuel; anything proportional to an argument is charged here, before the call where the
 * size is known up front ({@link Before}), or on the result where it is not ({@link Result}).
 * Numbers have fixed caps instead of a charge, because their cost is time (a multiplication of two
 * huge numbers) rather than bytes.
 *
 * <p>A {@code Before} check takes the receiver (except for constructors) and the arguments of the
 * call it guards, in order; the instrumenter copies them for it. A check never changes what the
 * call itself would do: where a value it needs is null, it lets the call throw its own exception.
 */
public final class Guards {

    /** The widest {@code %} field or precision that {@code String.format} may be asked for. */
    static final int MAX_FORMAT_WIDTH = 10_000;
    /** The longest text of a primitive: a double such as -1.2345678901234567E-300 has 24. */
    static final int MAX_PRIMITIVE_CHARS = 25;
    /** The largest BigInteger, and the largest unscaled value of a BigDecimal, in bits. */
    static final int MAX_NUMBER_BITS = 1 << 14;
    /** The largest BigDecimal scale (positive or negative) and MathContext precision. */
    static final int MAX_NUMBER_SCALE = 4_000;
    /** The longest text that may be parsed as a BigInteger or BigDecimal (parsing is quadratic). */
    static final int MAX_NUMBER_TEXT = 10_000;

    /** Every class whose annotated methods the instrumenter calls around JDK calls. */
    public static final List<Class<?>> ALL = List.of(
            Guards.class, TextGuards.class, ValueGuards.class, CollectionGuards.class, ArrayGuards.class);

    /**
     * Marks a check to run before each listed call, written {@code owner.name descriptor}, where
     * the owner is the class or interface that declares the member; calls on its subtypes are
     * guarded too. {@code {a|b}} alternatives expand to one call each.
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    public @interface Before {
        String[] value();

        /** Whether the check also charges the string or array that the call returns. */
        boolean chargesResult() default false;
    }

    /**
     * Marks a check to run after each listed call that grows a container by one element, given
     * the container and its size before the call (read by the {@link SizeBefore} method).
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    public @interface After {
        String[] value();
    }

    /** Marks the method that reads a container's size for the {@link After} checks. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    public @interface SizeBefore {}

    /**
     * Marks a metered equivalent that is called instead of each listed call: it takes the
     * receiver (if any) and the arguments, and returns what the call would.
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    public @interface Replace {
        String[] value();
    }

    /**
     * Marks a check on the value of every JDK call whose declared return type is the parameter's;
     * an {@code Object} parameter stands for every array type.
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    public @interface Result {
        /** Whether the check charges the budget (rather than capping a size). */
        boolean charges() default false;
    }

    private Guards() {}

    // ---- strings -------------------------------------------------------------------------------

    @Result(charges = true)
    public static void string(String value) {
        if (value != null) {
            chars(value.length());
        }
    }

    @Before(value = "java/lang/String.repeat (I)Ljava/lang/String;", chargesResult = true)
    public static void repeat(String text, int count) {
        if (text != null && count > 0) {
            chars((long) text.length() * count);
        }
    }

    /** The memory of {@code String.replace}; {@link TextGuards} adds the search and guards the call. */
    static void replace(String text, CharSequence target, CharSequence replacement) {
        if (text == null || target == null || replacement == null) {
            return;
        }
        long matches = target.length() == 0 ? text.length() + 1L : text.length() / target.length();
        chars(text.length() + matches * replacement.length());
    }

    @Before(value = {
        "java/lang/String.format (Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;",
        "java/lang/String.formatted ([Ljava/lang/Object;)Ljava/lang/String;"}, chargesResult = true)
    public static void format(String format, Object[] args) {
        FormatWidths.charge(format, args, true);
    }

    @Before(value = "java/lang/String.format (Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;",
            chargesResult = true)
    public static void format(Locale locale, String format, Object[] args) {
        FormatWidths.charge(format, args, true);
    }

    @Before({
        "java/io/PrintStream.printf (Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;",
        "java/io/PrintStream.format (Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"})
    public static void printf(PrintStream stream, String format, Object[] args) {
        FormatWidths.charge(format, args, false);
    }

    @Before({
        "java/io/PrintStream.printf (Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;",
        "java/io/PrintStream.format (Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"})
    public static void printf(PrintStream stream, Locale locale, String format, Object[] args) {
        FormatWidths.charge(format, args, false);
    }

    @Before({"java/lang/StringBuilder.<init> (I)V"})
    public static void chars(int capacity) {
        chars((long) capacity);
    }

    @Before({
        "java/lang/StringBuilder.<init> (Ljava/lang/String;)V",
        "java/lang/StringBuilder.<init> (Ljava/lang/CharSequence;)V"})
    public static void text(CharSequence initial) {
        chars(sizeOf(initial));
    }

    @Before({
        "java/lang/StringBuilder.append (Ljava/lang/String;)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.append (Ljava/lang/CharSequence;)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.append (Ljava/lang/Object;)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.append ([C)Ljava/lang/StringBuilder;"})
    public static void append(StringBuilder builder, Object appended) {
        chars(sizeOf(appended));
        textOf(appended);
    }

    /** Appending a number or a character grows the builder by at most its longest text. */
    @Before({
        "java/lang/StringBuilder.append (I)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.append (C)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.append (Z)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.appendCodePoint (I)Ljava/lang/StringBuilder;"})
    public static void append(StringBuilder builder, int value) {
        chars(MAX_PRIMITIVE_CHARS);
    }

    @Before("java/lang/StringBuilder.append (J)Ljava/lang/StringBuilder;")
    public static void append(StringBuilder builder, long value) {
        chars(MAX_PRIMITIVE_CHARS);
    }


    @Before({
        "java/lang/StringBuilder.insert (II)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.insert (IC)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.insert (IZ)Ljava/lang/StringBuilder;"})
    public static void insert(StringBuilder builder, int at, int value) {
        chars(MAX_PRIMITIVE_CHARS);
        TextGuards.shift(builder, at);
    }

    @Before("java/lang/StringBuilder.insert (IJ)Ljava/lang/StringBuilder;")
    public static void insert(StringBuilder builder, int at, long value) {
        insert(builder, at, 0);
    }


    /** A learner object's toString is metered on its own; a JDK value's is walked. */
    private static void textOf(Object appended) {
        if (!Interfaces.of(appended).charSequence && !(appended instanceof char[])) {
            Walk.charge(appended, Walk.Purpose.TEXT);
        }
    }

    @Before("java/lang/StringBuilder.append ([CII)Ljava/lang/StringBuilder;")
    public static void append(StringBuilder builder, char[] appended, int offset, int length) {
        chars(Math.max(0, length));
    }

    @Before("java/lang/StringBuilder.append (Ljava/lang/CharSequence;II)Ljava/lang/StringBuilder;")
    public static void append(StringBuilder builder, CharSequence appended, int start, int end) {
        chars(Math.max(0, (long) end - start));
    }

    @Before({
        "java/lang/StringBuilder.insert (ILjava/lang/String;)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.insert (ILjava/lang/CharSequence;)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.insert (ILjava/lang/Object;)Ljava/lang/StringBuilder;",
        "java/lang/StringBuilder.insert (I[C)Ljava/lang/StringBuilder;"})
    public static void insert(StringBuilder builder, int at, Object inserted) {
        chars(sizeOf(inserted));
        textOf(inserted);
        TextGuards.shift(builder, at);
    }

    @Before("java/lang/StringBuilder.insert (I[CII)Ljava/lang/StringBuilder;")
    public static void insert(StringBuilder builder, int at, char[] inserted, int offset, int length) {
        chars(Math.max(0, length));
        TextGuards.shift(builder, at);
    }

    @Before("java/lang/StringBuilder.insert (ILjava/lang/CharSequence;II)Ljava/lang/StringBuilder;")
    public static void insert(StringBuilder builder, int at, CharSequence inserted, int start, int end) {
        chars(Math.max(0, (long) end - start));
        TextGuards.shift(builder, at);
    }

    @Before("java/lang/StringBuilder.replace (IILjava/lang/String;)Ljava/lang/StringBuilder;")
    public static void replace(StringBuilder builder, int start, int end, String replacement) {
        chars(sizeOf(replacement));
        TextGuards.shift(builder, end);
    }

    @Before({"java/lang/StringBuilder.setLength (I)V", "java/lang/StringBuilder.ensureCapacity (I)V"})
    public static void resize(StringBuilder builder, int length) {
        chars((long) length);
    }

    /** The length of what an append adds, where it is known before the call. */
    private static long sizeOf(Object appended) {
        if (Interfaces.of(appended).charSequence) {
            return ((CharSequence) appended).length();
        }
        if (appended instanceof char[] chars) {
            return chars.length;
        }
        return 0; // a learner object's toString is learner code, metered on its own
    }

    static void chars(long count) {
        Sandbox.meter().chargeMemory(Meter.ARRAY_HEADER_BYTES + 2 * Math.max(0, count));
    }

    // ---- arrays and collections ----------------------------------------------------------------

    @Result(charges = true)
    public static void array(Object array) {
        if (array == null) {
            return;
        }
        Sandbox.meter().array(ArrayShapes.length(array), elementBytes(array));
    }

    /** Guards {@code array.clone()} on every array type. */
    @Before(value = "[.clone ()Ljava/lang/Object;", chargesResult = true)
    public static void cloneArray(Object array) {
        array(array);
    }

    @Before(chargesResult = true, value = {
        "java/util/Arrays.copyOf ([ZI)[Z", "java/util/Arrays.copyOf ([BI)[B", "java/util/Arrays.copyOf ([CI)[C",
        "java/util/Arrays.copyOf ([SI)[S", "java/util/Arrays.copyOf ([II)[I", "java/util/Arrays.copyOf ([JI)[J",
        "java/util/Arrays.copyOf ([FI)[F", "java/util/Arrays.copyOf ([DI)[D",
        "java/util/Arrays.copyOf ([Ljava/lang/Object;I)[Ljava/lang/Object;"})
    public static void copyOf(Object original, int length) {
        if (original == null) {
            return;
        }
        Sandbox.meter().array(length, elementBytes(original));
    }

    @Before(value = "java/util/Arrays.copyOf ([Ljava/lang/Object;ILjava/lang/Class;)[Ljava/lang/Object;",
            chargesResult = true)
    public static void copyOf(Object original, int length, Class<?> type) {
        copyOf(original, length);
    }

    @Before(chargesResult = true, value = {
        "java/util/Arrays.copyOfRange ([ZII)[Z", "java/util/Arrays.copyOfRange ([BII)[B",
        "java/util/Arrays.copyOfRange ([CII)[C", "java/util/Arrays.copyOfRange ([SII)[S",
        "java/util/Arrays.copyOfRange ([III)[I", "java/util/Arrays.copyOfRange ([JII)[J",
        "java/util/Arrays.copyOfRange ([FII)[F", "java/util/Arrays.copyOfRange ([DII)[D",
        "java/util/Arrays.copyOfRange ([Ljava/lang/Object;II)[Ljava/lang/Object;"})
    public static void copyOfRange(Object original, int from, int to) {
        copyOf(original, (int) Math.max(0, Math.min(Integer.MAX_VALUE, (long) to - from)));
    }

    @Before(value = "java/util/Arrays.copyOfRange ([Ljava/lang/Object;IILjava/lang/Class;)[Ljava/lang/Object;",
            chargesResult = true)
    public static void copyOfRange(Object original, int from, int to, Class<?> type) {
        copyOfRange(original, from, to);
    }

    private static int elementBytes(Object array) {
        Class<?> component = array.getClass().getComponentType();
        return Meter.elementBytes(component.isPrimitive() ? component.descriptorString().charAt(0) : 'L');
    }

    @Before({
        "java/util/ArrayList.<init> (I)V", "java/util/HashMap.<init> (I)V", "java/util/HashSet.<init> (I)V",
        "java/util/LinkedHashMap.<init> (I)V", "java/util/LinkedHashSet.<init> (I)V",
        "java/util/ArrayDeque.<init> (I)V", "java/util/PriorityQueue.<init> (I)V"})
    public static void capacity(int capacity) {
        // Two references a slot covers a hash table's power-of-two rounding.
        Sandbox.meter().array(capacity, 2 * Meter.REFERENCE_BYTES);
    }

    @Before({
        "java/util/HashMap.<init> (IF)V", "java/util/HashSet.<init> (IF)V",
        "java/util/LinkedHashMap.<init> (IF)V", "java/util/LinkedHashSet.<init> (IF)V"})
    public static void capacity(int capacity, float loadFactor) {
        capacity(loadFactor >= 0.25f ? capacity : (int) Math.min(Integer.MAX_VALUE, capacity / (double) loadFactor));
    }

    @Before("java/util/LinkedHashMap.<init> (IFZ)V")
    public static void capacity(int capacity, float loadFactor, boolean accessOrder) {
        capacity(capacity, loadFactor);
    }

    @Before("java/util/PriorityQueue.<init> (ILjava/util/Comparator;)V")
    public static void capacity(int capacity, Object comparator) {
        capacity(capacity);
    }

    @Before("java/util/ArrayList.ensureCapacity (I)V")
    public static void ensureCapacity(Object list, int capacity) {
        capacity(capacity);
    }

    /** A copies list is free to make but costs a step per element to walk, in JDK code. */
    @Before("java/util/Collections.nCopies (ILjava/lang/Object;)Ljava/util/List;")
    public static void nCopies(int count, Object element) {
        Sandbox.meter().chargeFuel(Math.max(0, count));
    }

    @Before("java/util/stream/IntStream.range (II)Ljava/util/stream/IntStream;")
    public static void range(int from, int to) {
        range((long) from, (long) to);
    }

    @Before("java/util/stream/IntStream.rangeClosed (II)Ljava/util/stream/IntStream;")
    public static void rangeClosed(int from, int to) {
        range((long) from, to + 1L);
    }

    /** A range's elements are charged when it is made: a stream over it runs in JDK code. */
    @Before("java/util/stream/LongStream.range (JJ)Ljava/util/stream/LongStream;")
    public static void range(long from, long to) {
        long count;
        try {
            count = Math.max(0, Math.subtractExact(to, from));
        } catch (ArithmeticException overflow) {
            count = Long.MAX_VALUE;
        }
        Sandbox.meter().chargeFuel(count);
    }

    @Before("java/util/stream/LongStream.rangeClosed (JJ)Ljava/util/stream/LongStream;")
    public static void rangeClosed(long from, long to) {
        range(from, to == Long.MAX_VALUE ? to : to + 1);
    }

    // ---- numbers -------------------------------------------------------------------------------

    @Result
    public static void bigInteger(BigInteger value) {
        if (value != null && value.bitLength() > MAX_NUMBER_BITS) {
            tooLarge();
        }
    }

    @Result
    public static void bigDecimal(BigDecimal value) {
        if (value == null) {
            return;
        }
        if (Math.abs((long) value.scale()) > MAX_NUMBER_SCALE) {
            tooLarge();
        }
        bigInteger(value.unscaledValue());
    }

    @Before("java/math/BigInteger.pow (I)Ljava/math/BigInteger;")
    public static void pow(BigInteger base, int exponent) {
        if (base != null && base.bitLength() > 1 && (long) base.bitLength() * exponent > MAX_NUMBER_BITS) {
            tooLarge();
        }
    }

    @Before("java/math/BigInteger.shiftLeft (I)Ljava/math/BigInteger;")
    public static void shiftLeft(BigInteger value, int bits) {
        if (value != null && value.signum() != 0 && value.bitLength() + (long) bits > MAX_NUMBER_BITS) {
            tooLarge();
        }
    }

    @Before("java/math/BigInteger.shiftRight (I)Ljava/math/BigInteger;")
    public static void shiftRight(BigInteger value, int bits) {
        shiftLeft(value, -Math.max(bits, -Integer.MAX_VALUE));
    }

    @Before({
        "java/math/BigInteger.setBit (I)Ljava/math/BigInteger;",
        "java/math/BigInteger.clearBit (I)Ljava/math/BigInteger;",
        "java/math/BigInteger.flipBit (I)Ljava/math/BigInteger;"})
    public static void bit(BigInteger value, int bit) {
        if (bit > MAX_NUMBER_BITS) {
            tooLarge();
        }
    }

    @Before({"java/math/BigInteger.<init> (Ljava/lang/String;)V", "java/math/BigDecimal.<init> (Ljava/lang/String;)V"})
    public static void number(String text) {
        if (text != null && text.length() > MAX_NUMBER_TEXT) {
            tooLarge();
        }
    }

    @Before("java/math/BigInteger.<init> (Ljava/lang/String;I)V")
    public static void number(String text, int radix) {
        number(text);
    }

    @Before("java/math/BigDecimal.<init> (Ljava/lang/String;Ljava/math/MathContext;)V")
    public static void number(String text, MathContext context) {
        number(text);
    }

    @Before("java/math/BigDecimal.<init> ([C)V")
    public static void number(char[] text) {
        if (text != null) {
            number(text, 0, text.length);
        }
    }

    @Before("java/math/BigDecimal.<init> ([CLjava/math/MathContext;)V")
    public static void number(char[] text, MathContext context) {
        number(text);
    }

    @Before({"java/math/BigDecimal.<init> ([CII)V"})
    public static void number(char[] text, int offset, int length) {
        if (length > MAX_NUMBER_TEXT) {
            tooLarge();
        }
    }

    @Before({"java/math/BigDecimal.<init> ([CIILjava/math/MathContext;)V"})
    public static void number(char[] text, int offset, int length, MathContext context) {
        number(text, offset, length);
    }

    @Before({"java/math/BigDecimal.pow (I)Ljava/math/BigDecimal;"})
    public static void pow(BigDecimal base, int exponent) {
        if (base == null) {
            return;
        }
        boolean trivial = base.scale() == 0 && base.unscaledValue().bitLength() <= 1;
        if (!trivial && ((long) base.unscaledValue().bitLength() * exponent > MAX_NUMBER_BITS
                || Math.abs((long) base.scale() * exponent) > MAX_NUMBER_SCALE)) {
            tooLarge();
        }
    }

    @Before({"java/math/BigDecimal.pow (ILjava/math/MathContext;)Ljava/math/BigDecimal;"})
    public static void pow(BigDecimal base, int exponent, MathContext context) {
        if (context != null && context.getPrecision() == 0) {
            pow(base, exponent);
        }
    }

    @Before({
        "java/math/BigDecimal.setScale (I)Ljava/math/BigDecimal;",
        "java/math/BigDecimal.movePointLeft (I)Ljava/math/BigDecimal;",
        "java/math/BigDecimal.movePointRight (I)Ljava/math/BigDecimal;",
        "java/math/BigDecimal.scaleByPowerOfTen (I)Ljava/math/BigDecimal;"})
    public static void scale(BigDecimal value, int scale) {
        if (Math.abs((long) scale) > MAX_NUMBER_SCALE) {
            tooLarge();
        }
    }

    @Before("java/math/BigDecimal.setScale (II)Ljava/math/BigDecimal;")
    public static void scale(BigDecimal value, int scale, int roundingMode) {
        scale(value, scale);
    }

    @Before("java/math/BigDecimal.setScale (ILjava/math/RoundingMode;)Ljava/math/BigDecimal;")
    public static void scale(BigDecimal value, int scale, RoundingMode roundingMode) {
        scale(value, scale);
    }

    @Before("java/math/BigDecimal.divide (Ljava/math/BigDecimal;II)Ljava/math/BigDecimal;")
    public static void divide(BigDecimal dividend, BigDecimal divisor, int scale, int roundingMode) {
        scale(dividend, scale);
    }

    @Before("java/math/BigDecimal.divide (Ljava/math/BigDecimal;ILjava/math/RoundingMode;)Ljava/math/BigDecimal;")
    public static void divide(BigDecimal dividend, BigDecimal divisor, int scale, RoundingMode roundingMode) {
        scale(dividend, scale);
    }

    @Before({"java/math/MathContext.<init> (I)V"})
    public static void precision(int precision) {
        if (precision > MAX_NUMBER_SCALE) {
            tooLarge();
        }
    }

    @Before({"java/math/MathContext.<init> (ILjava/math/RoundingMode;)V"})
    public static void precision(int precision, RoundingMode roundingMode) {
        precision(precision);
    }

    @Before({"java/math/MathContext.<init> (Ljava/lang/String;)V"})
    public static void precision(String spec) {
        MathContext parsed;
        try {
            parsed = new MathContext(spec);
        } catch (IllegalArgumentException | NullPointerException malformed) {
            return; // the real constructor refuses it the same way
        }
        precision(parsed.getPrecision());
    }

    /** A number beyond the caps costs time rather than bytes, but the verdict is the same. */
    private static void tooLarge() {
        Sandbox.meter().chargeMemory(Long.MAX_VALUE);
    }
}
