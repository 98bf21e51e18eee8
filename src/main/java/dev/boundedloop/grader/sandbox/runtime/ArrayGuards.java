package dev.boundedloop.grader.sandbox.runtime;

import dev.boundedloop.grader.sandbox.runtime.Guards.Before;
import dev.boundedloop.grader.sandbox.runtime.Walk.Purpose;
import java.util.Arrays;

/**
 * {@code java.util.Arrays}: sorts by n·log2(n), fills, comparisons and hashes by their length (in
 * bulk for primitives, element by element, deeply where the JDK recurses, for objects), streams by
 * their elements, all before the call. The overloads for each element type are written once, with
 * {@code {a|b}} alternatives that the guard table expands.
 */
public final class ArrayGuards {

    private static final String PRIMITIVES = "{Z|B|C|S|I|J|F|D}";
    private static final String SORTABLE = "{B|C|S|I|J|F|D|Ljava/lang/Object;}";

    private ArrayGuards() {}

    static long length(Object array) {
        return ArrayShapes.length(array);
    }

    @Before({"java/util/Arrays.sort ([" + SORTABLE + ")V"})
    public static void sort(Object array) {
        Work.sort(length(array));
    }

    @Before({"java/util/Arrays.sort ([" + SORTABLE + "II)V"})
    public static void sort(Object array, int from, int to) {
        Work.sort(Math.max(0, (long) to - from));
    }

    @Before("java/util/Arrays.sort ([Ljava/lang/Object;Ljava/util/Comparator;)V")
    public static void sort(Object array, Object comparator) {
        sort(array);
    }

    @Before("java/util/Arrays.sort ([Ljava/lang/Object;IILjava/util/Comparator;)V")
    public static void sort(Object array, int from, int to, Object comparator) {
        sort(array, from, to);
    }

    /** Primitive passes run as tight loops: bulk units. */
    @Before("java/util/Arrays.hashCode ([" + PRIMITIVES + ")I")
    public static void pass(Object array) {
        Work.bulk(length(array));
    }

    /** The text of a primitive array: up to 25 characters an element, plus the separators. */
    @Before(value = "java/util/Arrays.toString ([" + PRIMITIVES + ")Ljava/lang/String;", chargesResult = true)
    public static void text(Object array) {
        Work.units(1 + length(array));
        Guards.chars(Work.times(length(array), Guards.MAX_PRIMITIVE_CHARS + 2));
    }

    @Before({
        "java/util/Arrays.equals ([" + PRIMITIVES + "[" + PRIMITIVES + ")Z",
        "java/util/Arrays.mismatch ([" + PRIMITIVES + "[" + PRIMITIVES + ")I",
        "java/util/Arrays.compare ([" + PRIMITIVES + "[" + PRIMITIVES + ")I"})
    public static void pass(Object array, Object other) {
        Work.bulk(Math.min(length(array), length(other)));
    }

    @Before("java/util/Arrays.hashCode ([Ljava/lang/Object;)I")
    public static void hashElements(Object[] array) {
        Walk.charge(array == null ? null : Arrays.asList(array), Purpose.HASH);
    }

    @Before("java/util/Arrays.toString ([Ljava/lang/Object;)Ljava/lang/String;")
    public static void textOfElements(Object[] array) {
        Walk.charge(array == null ? null : Arrays.asList(array), Purpose.TEXT);
    }

    @Before("java/util/Arrays.equals ([Ljava/lang/Object;[Ljava/lang/Object;)Z")
    public static void equalElements(Object[] array, Object[] other) {
        Walk.charge(array == null ? null : Arrays.asList(array), Purpose.VISIT);
    }

    @Before("java/util/Arrays.deepHashCode ([Ljava/lang/Object;)I")
    public static void deepHash(Object[] array) {
        Work.units(Walk.units(array, Purpose.HASH, Work.fuelLeft(), true));
    }

    @Before("java/util/Arrays.deepToString ([Ljava/lang/Object;)Ljava/lang/String;")
    public static void deepText(Object[] array) {
        long units = Walk.units(array, Purpose.TEXT, Work.fuelLeft(), true);
        Work.units(units);
        Work.memory(Work.times(units, Walk.TEXT_BYTES_PER_UNIT));
    }

    @Before("java/util/Arrays.deepEquals ([Ljava/lang/Object;[Ljava/lang/Object;)Z")
    public static void deepEqual(Object[] array, Object[] other) {
        Work.units(Walk.units(array, Purpose.VISIT, Work.fuelLeft(), true));
    }

    @Before({
        "java/util/Arrays.fill ([ZZ)V", "java/util/Arrays.fill ([BB)V", "java/util/Arrays.fill ([CC)V",
        "java/util/Arrays.fill ([SS)V", "java/util/Arrays.fill ([II)V"})
    public static void fill(Object array, int value) {
        Work.bulk(length(array));
    }

    @Before("java/util/Arrays.fill ([JJ)V")
    public static void fill(Object array, long value) {
        Work.bulk(length(array));
    }

    @Before("java/util/Arrays.fill ([FF)V")
    public static void fill(Object array, float value) {
        Work.bulk(length(array));
    }

    @Before("java/util/Arrays.fill ([DD)V")
    public static void fill(Object array, double value) {
        Work.bulk(length(array));
    }

    @Before("java/util/Arrays.fill ([Ljava/lang/Object;Ljava/lang/Object;)V")
    public static void fill(Object array, Object value) {
        Work.bulk(length(array));
    }

    @Before({
        "java/util/Arrays.fill ([ZIIZ)V", "java/util/Arrays.fill ([BIIB)V", "java/util/Arrays.fill ([CIIC)V",
        "java/util/Arrays.fill ([SIIS)V", "java/util/Arrays.fill ([IIII)V"})
    public static void fill(Object array, int from, int to, int value) {
        Work.bulk(Math.max(0, (long) to - from));
    }

    @Before("java/util/Arrays.fill ([JIIJ)V")
    public static void fill(Object array, int from, int to, long value) {
        Work.bulk(Math.max(0, (long) to - from));
    }

    @Before("java/util/Arrays.fill ([FIIF)V")
    public static void fill(Object array, int from, int to, float value) {
        Work.bulk(Math.max(0, (long) to - from));
    }

    @Before("java/util/Arrays.fill ([DIID)V")
    public static void fill(Object array, int from, int to, double value) {
        Work.bulk(Math.max(0, (long) to - from));
    }

    @Before("java/util/Arrays.fill ([Ljava/lang/Object;IILjava/lang/Object;)V")
    public static void fill(Object array, int from, int to, Object value) {
        Work.bulk(Math.max(0, (long) to - from));
    }

    /** A stream's pipeline runs in JDK code: one unit an element, times log2(n) for a sort in it. */
    @Before({
        "java/util/Arrays.stream ([I)Ljava/util/stream/IntStream;",
        "java/util/Arrays.stream ([J)Ljava/util/stream/LongStream;",
        "java/util/Arrays.stream ([D)Ljava/util/stream/DoubleStream;",
        "java/util/Arrays.stream ([Ljava/lang/Object;)Ljava/util/stream/Stream;",
        "java/util/stream/Stream.of ([Ljava/lang/Object;)Ljava/util/stream/Stream;",
        "java/util/stream/IntStream.of ([I)Ljava/util/stream/IntStream;",
        "java/util/stream/LongStream.of ([J)Ljava/util/stream/LongStream;",
        "java/util/stream/DoubleStream.of ([D)Ljava/util/stream/DoubleStream;"})
    public static void stream(Object array) {
        long n = length(array);
        long units = array instanceof Object[] elements
                ? Walk.units(Arrays.asList(elements), Purpose.VISIT, Work.fuelLeft(), false) : n;
        Work.units(Work.times(1 + units, Work.log2(n + 1)));
    }

    @Before({
        "java/util/Arrays.stream ([III)Ljava/util/stream/IntStream;",
        "java/util/Arrays.stream ([JII)Ljava/util/stream/LongStream;",
        "java/util/Arrays.stream ([DII)Ljava/util/stream/DoubleStream;",
        "java/util/Arrays.stream ([Ljava/lang/Object;II)Ljava/util/stream/Stream;"})
    public static void stream(Object array, int from, int to) {
        long n = Math.max(0, (long) to - from);
        Work.units(Work.times(1 + n, Work.log2(n + 1)));
    }
}
