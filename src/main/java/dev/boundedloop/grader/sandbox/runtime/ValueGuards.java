package dev.boundedloop.grader.sandbox.runtime;

import dev.boundedloop.grader.sandbox.runtime.Guards.Before;
import dev.boundedloop.grader.sandbox.runtime.Walk.Purpose;
import java.io.PrintStream;

/**
 * Hashing, comparing and printing values whose work the JDK does recursively: a collection's
 * hashCode visits every element, and an element that is itself a collection, and so on. Each is
 * charged by {@link Walk} before it runs, whatever the call site's declared type, since the guard
 * table also matches calls on subtypes ({@code list.hashCode()}, {@code ((Object) map).toString()}).
 * The instrumenter adds the same charge for string concatenation's operands and for the fields a
 * record's generated hashCode, equals and toString read.
 */
public final class ValueGuards {

    private ValueGuards() {}

    @Before("java/lang/Object.hashCode ()I")
    public static void hashCode(Object value) {
        Walk.charge(value, Purpose.HASH);
    }

    @Before("java/lang/Object.equals (Ljava/lang/Object;)Z")
    public static void equals(Object value, Object other) {
        Walk.charge(value, Purpose.VISIT);
    }

    @Before(value = "java/lang/Object.toString ()Ljava/lang/String;", chargesResult = true)
    public static void toString(Object value) {
        Walk.charge(value, Purpose.TEXT);
    }

    @Before({
        "java/util/Objects.hashCode (Ljava/lang/Object;)I",
        "java/util/Objects.hash ([Ljava/lang/Object;)I"})
    public static void hashed(Object value) {
        Walk.charge(value instanceof Object[] values ? java.util.Arrays.asList(values) : value, Purpose.HASH);
    }

    @Before({
        "java/util/Objects.equals (Ljava/lang/Object;Ljava/lang/Object;)Z",
        "java/util/Objects.deepEquals (Ljava/lang/Object;Ljava/lang/Object;)Z"})
    public static void equal(Object value, Object other) {
        Work.units(Walk.units(value, Purpose.VISIT, Work.fuelLeft(), true));
    }

    @Before(chargesResult = true, value = {
        "java/util/Objects.toString (Ljava/lang/Object;)Ljava/lang/String;",
        "java/lang/String.valueOf (Ljava/lang/Object;)Ljava/lang/String;"})
    public static void text(Object value) {
        Walk.charge(value, Purpose.TEXT);
    }

    @Before(value = "java/util/Objects.toString (Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/String;",
            chargesResult = true)
    public static void text(Object value, String ifNull) {
        text(value);
    }

    @Before({"java/io/PrintStream.print (Ljava/lang/Object;)V", "java/io/PrintStream.println (Ljava/lang/Object;)V"})
    public static void print(PrintStream stream, Object value) {
        text(value);
    }

    /** Called by instrumented code before string concatenation turns an operand into text. */
    public static Object concatenated(Object operand) {
        if (!(operand instanceof String)) {
            text(operand);
        }
        return operand;
    }

    /** A double operand of string concatenation is turned into text by the JDK's slow path. */
    public static double concatenated(double operand) {
        Work.units(TextGuards.floatingTextUnits(operand));
        return operand;
    }

    public static float concatenated(float operand) {
        Work.units(TextGuards.floatingTextUnits(operand));
        return operand;
    }

    /**
     * Called by a record's generated hashCode, equals or toString for each field it reads, before
     * the JDK's ObjectMethods hashes, compares or prints it.
     */
    public static void recordField(Object field, String method) {
        Walk.charge(field, switch (method) {
            case "hashCode" -> Purpose.HASH;
            case "toString" -> Purpose.TEXT;
            default -> Purpose.VISIT;
        });
    }

    /** Replaces {@code super.hashCode()} that reaches Object's: refused, it is the identity hash. */
    public static int identityHashCode(Object value) {
        throw new NondeterminismRefused("the sandbox refuses Object.hashCode: it is the identity hash,"
                + " which differs from run to run; combine the fields' hash codes instead");
    }

    /** Replaces {@code super.toString()} that reaches Object's: refused, it prints the identity hash. */
    public static String identityToString(Object value) {
        throw new NondeterminismRefused("the sandbox refuses Object.toString: it prints the identity hash,"
                + " which differs from run to run; write the text from the fields instead");
    }
}
