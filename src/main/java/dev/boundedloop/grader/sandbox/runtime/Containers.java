package dev.boundedloop.grader.sandbox.runtime;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.TreeSet;

/** What the guards need to know about a collection: its size, its kind, and its cost per element. */
final class Containers {

    /** What one more element of an array-backed collection allocates: a slot, and growth copies. */
    static final int ARRAY_ELEMENT_BYTES = 16;
    /** A LinkedList node. */
    static final int LINKED_ELEMENT_BYTES = 24;
    /** A hash node (32 bytes, 40 in a linked map) and its share of the table. */
    static final int HASHED_ELEMENT_BYTES = 48;
    /** A TreeMap entry. */
    static final int TREE_ELEMENT_BYTES = 40;

    private Containers() {}

    static int size(Object container) {
        Interfaces interfaces = Interfaces.of(container);
        if (interfaces.collection) {
            return ((Collection<?>) container).size();
        }
        if (interfaces.map) {
            return ((Map<?, ?>) container).size();
        }
        if (container instanceof Object[] array) {
            return array.length;
        }
        return 0;
    }

    /** What growing this container by one element allocates, in bytes. */
    static int elementBytes(Object container) {
        if (container instanceof EnumMap<?, ?> || container instanceof EnumSet<?>) {
            return 0; // sized by the enum, once
        }
        if (container instanceof HashMap<?, ?> || container instanceof HashSet<?>) {
            return HASHED_ELEMENT_BYTES;
        }
        if (container instanceof TreeMap<?, ?> || container instanceof TreeSet<?>) {
            return TREE_ELEMENT_BYTES;
        }
        if (container instanceof LinkedList<?>) {
            return LINKED_ELEMENT_BYTES;
        }
        if (container instanceof ArrayList<?> || container instanceof ArrayDeque<?>
                || container instanceof PriorityQueue<?>) {
            return ARRAY_ELEMENT_BYTES;
        }
        Interfaces interfaces = Interfaces.of(container);
        return interfaces.collection || interfaces.map ? HASHED_ELEMENT_BYTES : 0;
    }

    /** Whether looking an element up walks the whole container (a list, a deque, a plain queue). */
    static boolean searchedLinearly(Object container) {
        Interfaces interfaces = Interfaces.of(container);
        return interfaces.list || (interfaces.queue && !interfaces.set) || !(interfaces.set || interfaces.map);
    }

    /**
     * Whether iteration follows the keys' hashes: a HashMap or HashSet, but not their linked
     * forms, which iterate in insertion order. Identity hashes there make the order differ by run.
     */
    static boolean orderedByHash(Object container) {
        return (container instanceof HashMap<?, ?> && !(container instanceof java.util.LinkedHashMap<?, ?>))
                || (container instanceof HashSet<?> && !(container instanceof java.util.LinkedHashSet<?>));
    }

    /** Key comparisons per level of a crowded hash bin's tree, times its depth bound over log2(n). */
    private static final long COLLIDING_TEXT_COMPARES = 4;

    static boolean sorted(Object container) {
        Interfaces interfaces = Interfaces.of(container);
        return interfaces.sortedMap || interfaces.sortedSet || container instanceof PriorityQueue<?>;
    }

    /**
     * How many elements one lookup of this key may compare against. A list compares against all
     * of them; a tree log2(n). A hash table of keys with a natural order compares against one or
     * two, and never more than log2(n) even when every key collides (the JDK turns a crowded bin
     * into a tree ordered by the keys). Strings collide for free ("Aa" and "BB") and compare in
     * time proportional to their length, so they are charged that worst case: a red-black tree up to
     * twice log2(n) deep, whose every node the JDK compares the key with twice (equals, then
     * compareTo); at log2(n) alone, a flood of colliding strings ran for 20 seconds on fuel that
     * plain code burns in one. Numbers
     * compare in a step, and a quarter of log2(n) keeps their charge within a small factor of it.
     * Keys that are themselves collections have no order, so a bin of colliding ones is searched
     * element by element: the charge assumes that worst case, which is what makes flooding a set
     * with colliding list keys cost its real work.
     */
    static long probes(Object container, Object key) {
        long size = size(container);
        if (searchedLinearly(container)) {
            return size + 1;
        }
        if (sorted(container)) {
            return 1 + Work.log2(size + 1);
        }
        if (structural(key)) {
            return size + 1;
        }
        return Interfaces.of(key).charSequence ? COLLIDING_TEXT_COMPARES * (1 + Work.log2(size + 1))
                : 1 + Work.log2(size + 1) / 4;
    }

    /** A JDK value without a natural order whose hash and equality visit its contents. */
    static boolean structural(Object key) {
        Interfaces interfaces = Interfaces.of(key);
        return interfaces.collection || interfaces.map || interfaces.entry || ArrayShapes.isArray(key) || key instanceof java.util.Optional<?>;
    }

    /** The steps to reach a position: free in an array-backed list, a walk along a linked one. */
    static long reach(Object list, long index) {
        Interfaces interfaces = Interfaces.of(list);
        if (interfaces.randomAccess || !interfaces.list) {
            return 0;
        }
        long size = size(list);
        long clamped = Math.max(0, Math.min(index, size));
        return Math.min(clamped, size - clamped);
    }

    /** The elements an insertion or removal at this position moves in an array-backed list. */
    static long shifted(Object list, long index) {
        if (!Interfaces.of(list).randomAccess) {
            return 0;
        }
        long size = size(list);
        return Math.max(0, size - Math.max(0, Math.min(index, size)));
    }
}
