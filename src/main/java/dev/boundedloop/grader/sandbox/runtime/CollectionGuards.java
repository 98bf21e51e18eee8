package dev.boundedloop.grader.sandbox.runtime;

import dev.boundedloop.grader.sandbox.runtime.Guards.After;
import dev.boundedloop.grader.sandbox.runtime.Guards.Before;
import dev.boundedloop.grader.sandbox.runtime.Guards.Replace;
import dev.boundedloop.grader.sandbox.runtime.Guards.SizeBefore;
import dev.boundedloop.grader.sandbox.runtime.Walk.Purpose;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collector;
import java.util.stream.Stream;

/**
 * Collections and maps: lookups charged by the elements they may compare against (so colliding
 * keys cannot flood a hash table for free), bulk operations by the product of their sizes, sorts
 * by n·log2(n), copies by what they copy, and every growth by the bytes it allocates. Keys are
 * charged by {@link Walk} as well, since hashing or comparing a key is work proportional to it.
 */
// The replacements call the JDK's Set.of, Map.of and copyOf only for the exceptions they throw.
@SuppressWarnings("ReturnValueIgnored")
public final class CollectionGuards {

    private CollectionGuards() {}

    // ---- lookups -------------------------------------------------------------------------------

    @Before({
        "java/util/Collection.contains (Ljava/lang/Object;)Z",
        "java/util/Collection.remove (Ljava/lang/Object;)Z",
        "java/util/List.indexOf (Ljava/lang/Object;)I",
        "java/util/List.lastIndexOf (Ljava/lang/Object;)I",
        "java/util/Deque.removeFirstOccurrence (Ljava/lang/Object;)Z",
        "java/util/Deque.removeLastOccurrence (Ljava/lang/Object;)Z",
        "java/util/Map.get (Ljava/lang/Object;)Ljava/lang/Object;",
        "java/util/Map.containsKey (Ljava/lang/Object;)Z",
        "java/util/Map.remove (Ljava/lang/Object;)Ljava/lang/Object;"})
    public static void lookup(Object container, Object key) {
        long keyUnits = Walk.units(key, hashes(container) ? Purpose.HASH : Purpose.VISIT, Work.fuelLeft(), false);
        Work.units(Work.times(keyUnits, Containers.probes(container, key)));
    }

    @Before({
        "java/util/Map.getOrDefault (Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        "java/util/Map.put (Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        "java/util/Map.putIfAbsent (Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        "java/util/Map.replace (Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        "java/util/Map.remove (Ljava/lang/Object;Ljava/lang/Object;)Z",
        "java/util/Map.compute (Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;",
        "java/util/Map.computeIfAbsent (Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;",
        "java/util/Map.computeIfPresent (Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;"})
    public static void keyed(Object map, Object key, Object valueOrFunction) {
        lookup(map, key);
    }

    @Before({
        "java/util/Map.merge (Ljava/lang/Object;Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;",
        "java/util/Map.replace (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Z"})
    public static void keyed(Object map, Object key, Object value, Object functionOrValue) {
        lookup(map, key);
    }

    @Before("java/util/Map.containsValue (Ljava/lang/Object;)Z")
    public static void containsValue(Object map, Object value) {
        long valueUnits = Walk.units(value, Purpose.VISIT, Work.fuelLeft(), false);
        Work.units(Work.times(valueUnits, Containers.size(map) + 1L));
    }

    /** Adding to a set looks the element up first; a sorted set or a priority queue sifts it in log2(n). */
    @Before({
        "java/util/Collection.add (Ljava/lang/Object;)Z",
        "java/util/Queue.offer (Ljava/lang/Object;)Z"})
    public static void adding(Object container, Object element) {
        if (!Containers.searchedLinearly(container) || Containers.sorted(container)) {
            long units = Walk.units(element, hashes(container) ? Purpose.HASH : Purpose.VISIT, Work.fuelLeft(), false);
            long probes = Containers.sorted(container) ? 1 + Work.log2(Containers.size(container) + 1L)
                    : Containers.probes(container, element);
            Work.units(Work.times(units, probes));
        }
    }

    /**
     * Where a key's identity hash would decide the iteration order (a HashMap or HashSet), the key
     * is walked for hashing, which refuses identity hashes; elsewhere it is only visited.
     */
    private static boolean hashes(Object container) {
        return Containers.orderedByHash(container);
    }

    // ---- positions -----------------------------------------------------------------------------

    @Before({"java/util/List.get (I)Ljava/lang/Object;", "java/util/List.remove (I)Ljava/lang/Object;"})
    public static void position(Object list, int index) {
        Work.units(Containers.reach(list, index));
        Work.bulk(Containers.shifted(list, index));
    }

    @Before({"java/util/List.set (ILjava/lang/Object;)Ljava/lang/Object;", "java/util/List.add (ILjava/lang/Object;)V"})
    public static void position(Object list, int index, Object element) {
        position(list, index);
    }

    // ---- growth --------------------------------------------------------------------------------

    /** The size before a call whose growth {@link #grown} charges after it. */
    @SizeBefore
    public static int sizeBefore(Object container) {
        return Containers.size(container);
    }

    /**
     * One element's growth is charged after the call, by how much the container really grew
     * (a put that replaces a value allocates nothing), so it overshoots the budget by one element at
     * most. Bulk growth, whose size is known before, is charged before it happens instead.
     */
    @After({
        "java/util/Collection.add (Ljava/lang/Object;)Z",
        "java/util/List.add (ILjava/lang/Object;)V",
        "java/util/Queue.offer (Ljava/lang/Object;)Z",
        "java/util/Deque.addFirst (Ljava/lang/Object;)V",
        "java/util/Deque.addLast (Ljava/lang/Object;)V",
        "java/util/Deque.offerFirst (Ljava/lang/Object;)Z",
        "java/util/Deque.offerLast (Ljava/lang/Object;)Z",
        "java/util/Deque.push (Ljava/lang/Object;)V",
        "java/util/Map.put (Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        "java/util/Map.putIfAbsent (Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        "java/util/Map.merge (Ljava/lang/Object;Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;",
        "java/util/Map.compute (Ljava/lang/Object;Ljava/util/function/BiFunction;)Ljava/lang/Object;",
        "java/util/Map.computeIfAbsent (Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;"})
    public static void grown(Object container, int sizeBefore) {
        long grew = (long) Containers.size(container) - sizeBefore;
        if (grew > 0) {
            Work.memory(Work.times(grew, Containers.elementBytes(container)));
        }
    }

    @Before("java/util/Collection.addAll (Ljava/util/Collection;)Z")
    public static void addAll(Object container, Collection<?> added) {
        if (added == null) {
            return;
        }
        long count = added.size();
        Work.memory(Work.times(count, Containers.elementBytes(container)));
        long units = Walk.units(added, hashes(container) ? Purpose.HASH : Purpose.VISIT, Work.fuelLeft(), false);
        long probes = Containers.searchedLinearly(container) ? 1 : 1 + Work.log2(Containers.size(container) + count);
        Work.units(Work.times(units, probes));
    }

    @Before("java/util/List.addAll (ILjava/util/Collection;)Z")
    public static void addAll(Object list, int index, Collection<?> added) {
        addAll(list, added);
        Work.bulk(Containers.shifted(list, index));
    }

    @Before("java/util/Map.putAll (Ljava/util/Map;)V")
    public static void putAll(Object map, Map<?, ?> added) {
        if (added != null) {
            addAll(map, added.keySet());
        }
    }

    @Before("java/util/Collections.addAll (Ljava/util/Collection;[Ljava/lang/Object;)Z")
    public static void addAll(Collection<?> container, Object[] added) {
        if (added != null) {
            addAll(container, Arrays.asList(added));
        }
    }

    // ---- bulk comparisons ----------------------------------------------------------------------

    /**
     * {@code containsAll}, {@code removeAll} and {@code retainAll} look every element of one side
     * up in the other: with a list on either side that is n·m comparisons.
     */
    @Before({
        "java/util/Collection.containsAll (Ljava/util/Collection;)Z",
        "java/util/Collection.removeAll (Ljava/util/Collection;)Z",
        "java/util/Collection.retainAll (Ljava/util/Collection;)Z"})
    public static void bulk(Object container, Collection<?> other) {
        if (other == null) {
            return;
        }
        long elements = Work.plus(Walk.units(other, Purpose.VISIT, Work.fuelLeft(), false), Containers.size(container));
        long probes = Math.max(Containers.probes(container, null), Containers.probes(other, null));
        Work.units(Work.times(elements, probes));
    }

    @Before("java/util/Collections.disjoint (Ljava/util/Collection;Ljava/util/Collection;)Z")
    public static void disjoint(Collection<?> first, Collection<?> second) {
        bulk(first, second);
    }

    @Before({
        "java/util/Collections.indexOfSubList (Ljava/util/List;Ljava/util/List;)I",
        "java/util/Collections.lastIndexOfSubList (Ljava/util/List;Ljava/util/List;)I"})
    public static void subListSearch(List<?> source, List<?> target) {
        if (source != null && target != null) {
            Work.units(1 + Work.times(source.size() + 1L, target.size() + 1L));
        }
    }

    @Before("java/util/Collections.frequency (Ljava/util/Collection;Ljava/lang/Object;)I")
    public static void frequency(Collection<?> container, Object element) {
        if (container != null) {
            Work.units(Work.times(Walk.units(element, Purpose.VISIT, Work.fuelLeft(), false), container.size() + 1L));
        }
    }

    // ---- whole-collection passes ---------------------------------------------------------------

    @Before({"java/util/List.sort (Ljava/util/Comparator;)V"})
    public static void sort(Object list, Object comparator) {
        sort(list);
    }

    /** A list sort copies the list into an array, sorts that and copies it back. */
    @Before({"java/util/Collections.sort (Ljava/util/List;)V"})
    public static void sort(Object list) {
        long size = Containers.size(list);
        Work.memory(Meter.ARRAY_HEADER_BYTES + size * Meter.REFERENCE_BYTES);
        Work.sort(size);
    }

    @Before("java/util/Collections.sort (Ljava/util/List;Ljava/util/Comparator;)V")
    public static void sortWith(Object list, Object comparator) {
        sort(list);
    }

    @Before({
        "java/util/Collections.reverse (Ljava/util/List;)V",
        "java/util/Collections.max (Ljava/util/Collection;)Ljava/lang/Object;",
        "java/util/Collections.min (Ljava/util/Collection;)Ljava/lang/Object;",
        "java/util/Collection.clear ()V"})
    public static void pass(Object container) {
        Work.units(1 + Containers.size(container));
    }

    @Before({
        "java/util/Collections.max (Ljava/util/Collection;Ljava/util/Comparator;)Ljava/lang/Object;",
        "java/util/Collections.min (Ljava/util/Collection;Ljava/util/Comparator;)Ljava/lang/Object;",
        "java/util/Collections.fill (Ljava/util/List;Ljava/lang/Object;)V",
        "java/util/Collections.copy (Ljava/util/List;Ljava/util/List;)V"})
    public static void pass(Object container, Object other) {
        Work.units(1 + Math.max(Containers.size(container), Containers.size(other)));
    }

    @Before("java/util/Collections.rotate (Ljava/util/List;I)V")
    public static void rotate(Object list, int distance) {
        pass(list);
    }

    /**
     * Collecting a stream builds its result inside the JDK: the result is charged by its size once
     * it exists (the stream's elements were charged fuel when its source was made, which bounds
     * it), and a HashMap or HashSet keyed by identity hashes is refused, since its order would
     * differ by run ({@code groupingBy} an enum: use {@code groupingBy(f, () -> new EnumMap<>(…), …)}
     * or a TreeMap).
     */
    @Replace("java/util/stream/Stream.collect (Ljava/util/stream/Collector;)Ljava/lang/Object;")
    public static Object collect(Stream<?> stream, Collector<Object, Object, Object> collector) {
        @SuppressWarnings("unchecked")
        Object result = ((Stream<Object>) stream).collect(collector);
        collected(result);
        return result;
    }

    @Replace("java/util/stream/Stream.toList ()Ljava/util/List;")
    public static List<?> toList(Stream<?> stream) {
        List<?> result = stream.toList();
        collected(result);
        return result;
    }

    static void collected(Object result) {
        if (Interfaces.of(result).charSequence) {
            Work.memory(Meter.ARRAY_HEADER_BYTES + 2L * ((CharSequence) result).length());
            return;
        }
        long nodes = Walk.units(result, Purpose.VISIT, Work.memoryLeft() / Containers.ARRAY_ELEMENT_BYTES, false);
        Work.memory(Work.times(nodes, Containers.ARRAY_ELEMENT_BYTES));
        refuseIdentityOrder(result);
    }

    private static void refuseIdentityOrder(Object result) {
        if (Containers.orderedByHash(result)) {
            Collection<?> keys = Interfaces.of(result).map ? ((Map<?, ?>) result).keySet() : (Collection<?>) result;
            for (Object key : keys) {
                Walk.units(key, Purpose.HASH, 0, false);
            }
        }
        if (Interfaces.of(result).map) {
            for (Object value : ((Map<?, ?>) result).values()) {
                if (Containers.orderedByHash(value)) {
                    refuseIdentityOrder(value);
                }
            }
        }
    }

    /**
     * A stream runs its whole pipeline in JDK code, so its source is charged when it is made: each
     * element, visited deeply (a later distinct or grouping hashes it), times log2(n), which covers a
     * sort anywhere in the pipeline.
     */
    @Before({"java/util/Collection.stream ()Ljava/util/stream/Stream;"})
    public static void stream(Object container) {
        long size = Containers.size(container);
        long units = Walk.units(container, Purpose.VISIT, Work.fuelLeft(), false);
        Work.units(Work.times(units, Work.log2(size + 1)));
    }

    // ---- copies --------------------------------------------------------------------------------

    @Before({
        "java/util/ArrayList.<init> (Ljava/util/Collection;)V",
        "java/util/ArrayDeque.<init> (Ljava/util/Collection;)V",
        "java/util/LinkedList.<init> (Ljava/util/Collection;)V",
        "java/util/List.copyOf (Ljava/util/Collection;)Ljava/util/List;"})
    public static void copiedToList(Collection<?> source) {
        if (source != null) {
            Work.memory(Meter.ARRAY_HEADER_BYTES + Work.times(source.size(), Containers.LINKED_ELEMENT_BYTES));
            Work.units(1 + source.size());
        }
    }

    @Before("java/util/List.of ([Ljava/lang/Object;)Ljava/util/List;")
    public static void listOf(Object[] elements) {
        if (elements != null) {
            copiedToList(Arrays.asList(elements));
        }
    }

    @Before("java/util/HashSet.<init> (Ljava/util/Collection;)V")
    public static void copiedToHashSet(Collection<?> source) {
        if (source != null) {
            Walk.units(source, Purpose.HASH, Work.fuelLeft(), false);
            copiedToHashed(source);
        }
    }

    @Before("java/util/HashMap.<init> (Ljava/util/Map;)V")
    public static void copiedToHashMap(Map<?, ?> source) {
        if (source != null) {
            copiedToHashSet(source.keySet());
            Work.units(1 + source.size());
        }
    }

    @Before("java/util/LinkedHashSet.<init> (Ljava/util/Collection;)V")
    public static void copiedToHashed(Collection<?> source) {
        if (source != null) {
            Work.memory(Work.times(source.size(), Containers.HASHED_ELEMENT_BYTES));
            Work.units(Work.times(Walk.units(source, Purpose.VISIT, Work.fuelLeft(), false), Work.log2(source.size() + 1)));
        }
    }

    @Before("java/util/LinkedHashMap.<init> (Ljava/util/Map;)V")
    public static void copiedToHashed(Map<?, ?> source) {
        if (source != null) {
            copiedToHashed(source.keySet());
            Work.units(1 + source.size());
        }
    }

    @Before({
        "java/util/TreeSet.<init> (Ljava/util/Collection;)V",
        "java/util/TreeSet.<init> (Ljava/util/SortedSet;)V",
        "java/util/PriorityQueue.<init> (Ljava/util/Collection;)V",
        "java/util/PriorityQueue.<init> (Ljava/util/SortedSet;)V",
        "java/util/PriorityQueue.<init> (Ljava/util/PriorityQueue;)V"})
    public static void copiedToTree(Collection<?> source) {
        if (source != null) {
            Work.memory(Work.times(source.size(), Containers.TREE_ELEMENT_BYTES));
            Work.units(Work.times(Walk.units(source, Purpose.VISIT, Work.fuelLeft(), false), Work.log2(source.size() + 1)));
        }
    }

    @Before({"java/util/TreeMap.<init> (Ljava/util/Map;)V", "java/util/TreeMap.<init> (Ljava/util/SortedMap;)V"})
    public static void copiedToTree(Map<?, ?> source) {
        if (source != null) {
            copiedToTree(source.keySet());
        }
    }

    // ---- immutable sets and maps in a fixed order ---------------------------------------------

    /*
     * Set.of, Map.of and their copyOf and ofEntries siblings iterate in an order salted afresh each
     * time a JVM starts, so a policy that iterates one could answer differently in two workers. They
     * are replaced by immutable sets and maps that iterate in the order the elements were given,
     * and then checked by the real factory (nulls and duplicates throw as before). Each key is
     * charged by its hash walk before anything hashes it.
     */

    @Replace("java/util/Set.of ([Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object[] elements) {
        Set<Object> ordered = orderedSet(Arrays.asList(elements));
        Set.of(elements);
        return ordered;
    }

    @Replace("java/util/Set.copyOf (Ljava/util/Collection;)Ljava/util/Set;")
    public static Set<Object> setCopyOf(Collection<?> elements) {
        Set<Object> ordered = orderedSet(elements);
        Set.copyOf(elements);
        return ordered;
    }

    @Replace("java/util/Map.copyOf (Ljava/util/Map;)Ljava/util/Map;")
    public static Map<Object, Object> mapCopyOf(Map<?, ?> map) {
        Map<Object, Object> ordered = orderedMap(map.entrySet());
        Map.copyOf(map);
        return ordered;
    }

    @Replace("java/util/Map.ofEntries ([Ljava/util/Map$Entry;)Ljava/util/Map;")
    public static Map<Object, Object> mapOfEntries(Map.Entry<?, ?>[] entries) {
        Map<Object, Object> ordered = orderedMap(Arrays.asList(entries));
        Map.ofEntries(entries);
        return ordered;
    }

    private static Set<Object> orderedSet(Collection<?> elements) {
        copiedToHashed(elements);
        return Collections.unmodifiableSet(new LinkedHashSet<>(elements));
    }

    private static Map<Object, Object> orderedMap(Collection<? extends Map.Entry<?, ?>> entries) {
        List<Object> keys = new ArrayList<>(entries.size());
        entries.forEach(entry -> keys.add(entry.getKey()));
        copiedToHashed(keys);
        Map<Object, Object> ordered = new LinkedHashMap<>();
        entries.forEach(entry -> ordered.put(entry.getKey(), entry.getValue()));
        return Collections.unmodifiableMap(ordered);
    }

    private static Map<Object, Object> orderedMap(Object... keysAndValues) {
        List<Map.Entry<?, ?>> entries = new ArrayList<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            entries.add(new AbstractMap.SimpleImmutableEntry<>(keysAndValues[i], keysAndValues[i + 1]));
        }
        return orderedMap(entries);
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0));
        Set.of(e0);
        return ordered;
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0, Object e1) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0, e1));
        Set.of(e0, e1);
        return ordered;
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0, Object e1, Object e2) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0, e1, e2));
        Set.of(e0, e1, e2);
        return ordered;
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0, Object e1, Object e2, Object e3) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0, e1, e2, e3));
        Set.of(e0, e1, e2, e3);
        return ordered;
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0, Object e1, Object e2, Object e3, Object e4) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0, e1, e2, e3, e4));
        Set.of(e0, e1, e2, e3, e4);
        return ordered;
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0, Object e1, Object e2, Object e3, Object e4, Object e5) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0, e1, e2, e3, e4, e5));
        Set.of(e0, e1, e2, e3, e4, e5);
        return ordered;
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0, Object e1, Object e2, Object e3, Object e4, Object e5, Object e6) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0, e1, e2, e3, e4, e5, e6));
        Set.of(e0, e1, e2, e3, e4, e5, e6);
        return ordered;
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0, Object e1, Object e2, Object e3, Object e4, Object e5, Object e6, Object e7) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0, e1, e2, e3, e4, e5, e6, e7));
        Set.of(e0, e1, e2, e3, e4, e5, e6, e7);
        return ordered;
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0, Object e1, Object e2, Object e3, Object e4, Object e5, Object e6, Object e7, Object e8) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0, e1, e2, e3, e4, e5, e6, e7, e8));
        Set.of(e0, e1, e2, e3, e4, e5, e6, e7, e8);
        return ordered;
    }

    @Replace("java/util/Set.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;")
    public static Set<Object> setOf(Object e0, Object e1, Object e2, Object e3, Object e4, Object e5, Object e6, Object e7, Object e8, Object e9) {
        Set<Object> ordered = orderedSet(Arrays.asList(e0, e1, e2, e3, e4, e5, e6, e7, e8, e9));
        Set.of(e0, e1, e2, e3, e4, e5, e6, e7, e8, e9);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0) {
        Map<Object, Object> ordered = orderedMap(k0, v0);
        Map.of(k0, v0);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0, Object k1, Object v1) {
        Map<Object, Object> ordered = orderedMap(k0, v0, k1, v1);
        Map.of(k0, v0, k1, v1);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0, Object k1, Object v1, Object k2, Object v2) {
        Map<Object, Object> ordered = orderedMap(k0, v0, k1, v1, k2, v2);
        Map.of(k0, v0, k1, v1, k2, v2);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0, Object k1, Object v1, Object k2, Object v2, Object k3, Object v3) {
        Map<Object, Object> ordered = orderedMap(k0, v0, k1, v1, k2, v2, k3, v3);
        Map.of(k0, v0, k1, v1, k2, v2, k3, v3);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0, Object k1, Object v1, Object k2, Object v2, Object k3, Object v3, Object k4, Object v4) {
        Map<Object, Object> ordered = orderedMap(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4);
        Map.of(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0, Object k1, Object v1, Object k2, Object v2, Object k3, Object v3, Object k4, Object v4, Object k5, Object v5) {
        Map<Object, Object> ordered = orderedMap(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5);
        Map.of(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0, Object k1, Object v1, Object k2, Object v2, Object k3, Object v3, Object k4, Object v4, Object k5, Object v5, Object k6, Object v6) {
        Map<Object, Object> ordered = orderedMap(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6);
        Map.of(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0, Object k1, Object v1, Object k2, Object v2, Object k3, Object v3, Object k4, Object v4, Object k5, Object v5, Object k6, Object v6, Object k7, Object v7) {
        Map<Object, Object> ordered = orderedMap(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7);
        Map.of(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0, Object k1, Object v1, Object k2, Object v2, Object k3, Object v3, Object k4, Object v4, Object k5, Object v5, Object k6, Object v6, Object k7, Object v7, Object k8, Object v8) {
        Map<Object, Object> ordered = orderedMap(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8);
        Map.of(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8);
        return ordered;
    }

    @Replace("java/util/Map.of (Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;")
    public static Map<Object, Object> mapOf(Object k0, Object v0, Object k1, Object v1, Object k2, Object v2, Object k3, Object v3, Object k4, Object v4, Object k5, Object v5, Object k6, Object v6, Object k7, Object v7, Object k8, Object v8, Object k9, Object v9) {
        Map<Object, Object> ordered = orderedMap(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8, k9, v9);
        Map.of(k0, v0, k1, v1, k2, v2, k3, v3, k4, v4, k5, v5, k6, v6, k7, v7, k8, v8, k9, v9);
        return ordered;
    }
}
