package dev.boundedloop.grader.sandbox.runtime;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * Measures, before the JDK hashes, compares or prints a value, how much work that will be: the
 * number of nodes the JDK's recursive {@code hashCode}, {@code equals} or {@code toString} visits,
 * counting a shared or self-containing part as often as the JDK would visit it. A list made by
 * doubling {@code a = List.of(a, a)} thirty times is tiny in memory but 2^30 nodes to hash; a list
 * that contains itself never ends. The count is the JDK's, but a part met again is added rather than
 * walked again ({@link FinishedParts}). The walk stops as soon as it has counted more than the caller's
 * limit (the fuel left), so measuring never costs more than the charge it leads to, and it is
 * iterative with a depth cap, so it cannot overflow the stack where the JDK would.
 *
 * <p>Learner objects are leaves: their own hashCode, equals and toString are learner code, metered
 * on their own. JDK objects whose hashCode or toString is the identity hash (enums' hashCode,
 * arrays, lambdas, {@code Object}'s defaults) are refused where that value is about to be used,
 * because it differs from one run to the next and so would make a verdict depend on the run.
 */
final class Walk {

    enum Purpose {
        /** hashCode: identity hashes are refused. */
        HASH,
        /** equals, and work that visits elements without hashing or printing them. */
        VISIT,
        /** toString: identity toStrings ({@code Foo@1b6d3586}) are refused. */
        TEXT
    }

    /**
     * What printing one unit may produce, in bytes: a unit is at most 16 characters of a string,
     * and an element (eight units) prints as a number or a separator, at two bytes a character.
     */
    static final long TEXT_BYTES_PER_UNIT = 2L * Work.ITEMS_PER_UNIT;

    /**
     * What visiting one element costs: a virtual call, an iterator step and a little arithmetic in
     * the JDK, several times what one backward branch of learner code does (measured: a walk of
     * nested lists runs out of a case's fuel in about the time a tight learner loop does).
     */
    static final long UNITS_PER_NODE = 8;

    /** Deeper nesting than this is charged as unbounded: the JDK would overflow its stack. */
    static final int MAX_DEPTH = 512;

    private static final ClassValue<Boolean> IDENTITY_HASH = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            Class<?> declaring = declaringClass(type, "hashCode");
            return type.isArray() || declaring == Object.class || declaring == Enum.class || declaring == Class.class;
        }
    };

    private static final ClassValue<Boolean> IDENTITY_TEXT = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            return type.isArray() || declaringClass(type, "toString") == Object.class;
        }
    };

    private Walk() {}

    /**
     * Charges the work of hashing, comparing or printing this value, before the JDK does it; for
     * printing also the text it makes, which can be far larger than the value (a list holding one
     * long string many times).
     */
    static void charge(Object value, Purpose purpose) {
        long units = units(value, purpose, Work.fuelLeft(), false);
        Work.units(units);
        if (purpose == Purpose.TEXT && !(value instanceof String)) {
            Work.memory(Work.times(units, TEXT_BYTES_PER_UNIT));
        }
    }

    /**
     * The nodes the JDK visits, strings counting one per 16 characters; more than {@code limit}
     * means "at least that". {@code deepArrays} follows arrays inside arrays, as
     * {@code Arrays.deepHashCode} does.
     */
    static long units(Object value, Purpose purpose, long limit, boolean deepArrays) {
        long units = 0;
        ArrayDeque<Part> pending = null;
        FinishedParts finished = null;
        // Until the walk meets a value whose methods are not the JDK's, no code but the JDK's runs
        // while it walks, so a part met again is the part it counted before.
        boolean partsStayTheSame = true;
        Object next = value;
        while (true) {
            long before = units;
            Interfaces interfaces = Interfaces.of(next);
            partsStayTheSame &= !interfaces.foreignMethods;
            int depth = pending == null ? 0 : pending.size();
            int known = partsStayTheSame && finished != null && rememberable(next, interfaces, deepArrays)
                    ? finished.find(next) : -1;
            if (known >= 0 && depth + 1 + finished.height(known) <= MAX_DEPTH) {
                units = Work.plus(units, finished.units(known));
                Part parent = pending.peek(); // a part is only ever found inside another
                parent.deepest = Math.max(parent.deepest, depth + 1 + finished.height(known));
            } else {
                units = Work.plus(units, visit(next, interfaces, purpose, deepArrays));
                Iterator<?> children = children(next, interfaces, deepArrays);
                if (children != null) {
                    if (pending == null) {
                        pending = new ArrayDeque<>();
                    }
                    if (depth >= MAX_DEPTH) {
                        return Long.MAX_VALUE;
                    }
                    pending.push(new Part(next, interfaces, children, before, depth + 1));
                }
            }
            if (units > limit) {
                return units;
            }
            boolean found = false;
            while (pending != null && !pending.isEmpty()) {
                Part top = pending.peek();
                if (top.children.hasNext()) {
                    next = top.children.next();
                    found = true;
                    break;
                }
                pending.pop();
                Part parent = pending.peek();
                if (parent == null) {
                    break;
                }
                parent.deepest = Math.max(parent.deepest, top.deepest);
                if (partsStayTheSame && units - top.unitsBefore >= FinishedParts.SMALLEST
                        && rememberable(top.value, top.interfaces, deepArrays)) {
                    if (finished == null) {
                        finished = new FinishedParts();
                    }
                    finished.remember(top.value, units - top.unitsBefore, top.deepest - top.depth);
                }
            }
            if (!found) {
                return units;
            }
        }
    }

    /** A value whose children the walk is going through, and what it had counted before it. */
    private static final class Part {
        final Object value;
        final Interfaces interfaces;
        final Iterator<?> children;
        final long unitsBefore;
        /** How many parts are open, this one included. */
        final int depth;
        /** The most parts that were open at once below it. */
        int deepest;

        Part(Object value, Interfaces interfaces, Iterator<?> children, long unitsBefore, int depth) {
            this.value = value;
            this.interfaces = interfaces;
            this.children = children;
            this.unitsBefore = unitsBefore;
            this.depth = depth;
            this.deepest = depth;
        }
    }

    /** A JDK container or array, whose parts nothing but the JDK's code reaches while the walk runs. */
    private static boolean rememberable(Object value, Interfaces interfaces, boolean deepArrays) {
        return ((interfaces.collection || interfaces.map || interfaces.entry) && !interfaces.foreignMethods)
                || (deepArrays && value instanceof Object[]);
    }

    /** The work of one node itself, refusing an identity value where it is about to be used. */
    private static long visit(Object value, Interfaces interfaces, Purpose purpose, boolean deepArrays) {
        if (value == null) {
            return 1;
        }
        if (interfaces.charSequence) {
            return 1 + (long) ((CharSequence) value).length() / Work.ITEMS_PER_UNIT;
        }
        if (value instanceof Number || value instanceof Character || value instanceof Boolean) {
            return 1; // a boxed value hashes, compares and prints in a few steps
        }
        if (interfaces.collection || interfaces.map || interfaces.entry || value instanceof Optional<?>) {
            return UNITS_PER_NODE;
        }
        if (deepArrays && ArrayShapes.isArray(value)) {
            return UNITS_PER_NODE + (ArrayShapes.isPrimitiveArray(value)
                    ? (long) ArrayShapes.length(value) / Work.ITEMS_PER_UNIT : 0);
        }
        Class<?> type = value.getClass();
        if (purpose == Purpose.HASH && IDENTITY_HASH.get(type)) {
            throw refused(type, "hashCode", "its hash code is the identity hash, which differs from run to run;"
                    + " give the class equals and hashCode (or make it a record), or use an EnumMap, an EnumSet,"
                    + " a TreeMap or a list");
        }
        if (purpose == Purpose.TEXT && IDENTITY_TEXT.get(type)) {
            throw refused(type, "toString", "its text is the class name and the identity hash, which differs"
                    + " from run to run; give the class a toString (or use Arrays.toString for an array)");
        }
        return UNITS_PER_NODE;
    }

    private static Iterator<?> children(Object value, Interfaces interfaces, boolean deepArrays) {
        if (interfaces.collection) {
            return ((Collection<?>) value).iterator();
        }
        if (interfaces.map) {
            return ((Map<?, ?>) value).entrySet().iterator();
        }
        if (interfaces.entry) {
            Map.Entry<?, ?> entry = (Map.Entry<?, ?>) value;
            return Arrays.asList(entry.getKey(), entry.getValue()).iterator();
        }
        if (deepArrays && value instanceof Object[] array) {
            return Arrays.asList(array).iterator();
        }
        if (value instanceof Optional<?> optional) {
            return optional.stream().iterator();
        }
        return null;
    }

    private static Class<?> declaringClass(Class<?> type, String method) {
        try {
            return type.getMethod(method).getDeclaringClass();
        } catch (NoSuchMethodException | SecurityException e) {
            return Object.class;
        }
    }

    private static NondeterminismRefused refused(Class<?> type, String method, String why) {
        String name = type.isArray() ? type.getComponentType().getSimpleName() + "[]" : type.getName();
        return new NondeterminismRefused("the sandbox refuses " + method + " of " + name + ": " + why);
    }
}
