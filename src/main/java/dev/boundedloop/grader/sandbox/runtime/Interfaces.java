package dev.boundedloop.grader.sandbox.runtime;

import java.util.AbstractMap;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Queue;
import java.util.RandomAccess;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Which of the JDK's container and text interfaces a value's class implements, found once per
 * class. The guards ask this of every key, element and container they meet, and the client compiler
 * the workers run answers {@code instanceof} an interface by scanning the class's interfaces
 * whenever its one-entry cache misses, which every "no" does: that scan was most of what a guard
 * cost (a learner's map of a million puts, a walk of nested arrays). A class value is a few loads.
 */
final class Interfaces {

    /**
     * The JDK's own containers and entries, whose iterators and accessors run JDK code alone; a
     * wrapper such as {@code Collections.unmodifiableList} is not among them, since what it wraps
     * may be the learner's.
     */
    private static final Set<Class<?>> PLAIN_CONTAINERS = plainContainers();

    private static final Interfaces NONE = new Interfaces(Object.class);

    private static final ClassValue<Interfaces> OF_CLASS = new ClassValue<>() {
        @Override
        protected Interfaces computeValue(Class<?> type) {
            return new Interfaces(type);
        }
    };

    final boolean collection;
    final boolean map;
    final boolean entry;
    final boolean list;
    final boolean queue;
    final boolean set;
    final boolean sortedMap;
    final boolean sortedSet;
    final boolean randomAccess;
    final boolean charSequence;
    /**
     * Whether walking a value of this class (its length, its elements, its key and value) may run
     * code that is not the JDK's: a learner's container, entry or text, or a JDK wrapper around one.
     */
    final boolean foreignMethods;

    private Interfaces(Class<?> type) {
        collection = Collection.class.isAssignableFrom(type);
        map = Map.class.isAssignableFrom(type);
        entry = Map.Entry.class.isAssignableFrom(type);
        list = List.class.isAssignableFrom(type);
        queue = Queue.class.isAssignableFrom(type);
        set = Set.class.isAssignableFrom(type);
        sortedMap = SortedMap.class.isAssignableFrom(type);
        sortedSet = SortedSet.class.isAssignableFrom(type);
        randomAccess = RandomAccess.class.isAssignableFrom(type);
        charSequence = CharSequence.class.isAssignableFrom(type);
        foreignMethods = charSequence ? type != String.class && type != StringBuilder.class && type != StringBuffer.class
                : (collection || map || entry) && !PLAIN_CONTAINERS.contains(type);
    }

    /** The interfaces of the value's class; none for null, as {@code instanceof} says. */
    static Interfaces of(Object value) {
        return value == null ? NONE : OF_CLASS.get(value.getClass());
    }

    private static Set<Class<?>> plainContainers() {
        Map<Integer, Integer> one = Map.of(1, 1);
        Stream<Class<?>> named = Stream.of(jdkClass("java.util.HashMap$TreeNode")); // a crowded bin's entries
        return Set.copyOf(Stream.concat(named, Stream.of(new ArrayList<>(), new LinkedList<>(), new ArrayDeque<>(), new PriorityQueue<>(),
                new HashSet<>(), new LinkedHashSet<>(), new TreeSet<>(), new HashMap<>(), new LinkedHashMap<>(),
                new TreeMap<>(), List.of(), List.of(1), Set.of(), Set.of(1), Map.of(), one, Arrays.asList(),
                Collections.emptyList(), Collections.emptySet(), Collections.emptyMap(), Collections.singletonList(1),
                Collections.singleton(1), Collections.singletonMap(1, 1), Map.entry(1, 1),
                new AbstractMap.SimpleEntry<>(1, 1), new AbstractMap.SimpleImmutableEntry<>(1, 1),
                new HashMap<>(one).entrySet().iterator().next(), new LinkedHashMap<>(one).entrySet().iterator().next(),
                new TreeMap<>(one).entrySet().iterator().next()).map(Object::getClass)).toList());
    }

    private static Class<?> jdkClass(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("this JDK has no " + name, e);
        }
    }
}
