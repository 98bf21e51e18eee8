package dev.boundedloop.grader.sandbox.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.CharBuffer;
import java.util.AbstractMap;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Queue;
import java.util.RandomAccess;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** The interfaces found once per class answer exactly what {@code instanceof} answers, null included. */
class InterfacesTest {

    /** A learner's own container, as the guards meet one: a subclass of a JDK class. */
    static final class LearnerTable extends HashMap<Integer, Integer> {}

    /** A learner's own text. */
    record LearnerText(String text) implements CharSequence {
        @Override
        public int length() {
            return text.length();
        }

        @Override
        public char charAt(int index) {
            return text.charAt(index);
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return text.subSequence(start, end);
        }
    }

    private static final List<Object> VALUES = Arrays.asList(null, "text", new StringBuilder("x"), CharBuffer.wrap("y"),
            new LearnerText("z"), 7, 'c', Optional.empty(), new Object(), new int[1], new Object[1], new String[0],
            new ArrayList<>(), new LinkedList<>(), new ArrayDeque<>(), new PriorityQueue<>(), List.of(1), List.of(),
            Arrays.asList(1, 2), Collections.unmodifiableList(new ArrayList<>()), new TreeSet<>(), Set.of(1),
            EnumSet.noneOf(Thread.State.class), new ConcurrentSkipListSet<>(), new HashMap<>(), new LinkedHashMap<>(),
            new TreeMap<>(), Map.of(1, 2), new LearnerTable(), Map.entry(1, 2), new AbstractMap.SimpleEntry<>(1, 2),
            new TreeMap<>(Map.of(1, 2)).firstEntry(), Collections.emptyMap().keySet());

    @Test
    void everyAnswerIsThatOfInstanceof() {
        for (Object value : VALUES) {
            Interfaces interfaces = Interfaces.of(value);
            String which = value == null ? "null" : value.getClass().getName();
            agree(which, interfaces.collection, value, v -> v instanceof Collection<?>);
            agree(which, interfaces.map, value, v -> v instanceof Map<?, ?>);
            agree(which, interfaces.entry, value, v -> v instanceof Map.Entry<?, ?>);
            agree(which, interfaces.list, value, v -> v instanceof List<?>);
            agree(which, interfaces.queue, value, v -> v instanceof Queue<?>);
            agree(which, interfaces.set, value, v -> v instanceof Set<?>);
            agree(which, interfaces.sortedMap, value, v -> v instanceof SortedMap<?, ?>);
            agree(which, interfaces.sortedSet, value, v -> v instanceof SortedSet<?>);
            agree(which, interfaces.randomAccess, value, v -> v instanceof RandomAccess);
            agree(which, interfaces.charSequence, value, v -> v instanceof CharSequence);
        }
    }

    @Test
    void eachInterfaceIsSeenSomewhere() {
        // So that the comparison above is not between two "no"s everywhere.
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).collection).hasSize(13);
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).list).hasSize(6);
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).set).hasSize(5);
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).queue).hasSize(3);
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).sortedSet).hasSize(2);
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).randomAccess).hasSize(5);
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).map).hasSize(5);
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).sortedMap).hasSize(1);
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).entry).hasSize(3);
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).charSequence).hasSize(4);
    }

    @Test
    void aWalkRunsOnlyTheJdksCodeOnItsPlainContainersAndTexts() {
        assertThat(VALUES).filteredOn(v -> Interfaces.of(v).foreignMethods).extracting(v -> v.getClass().getSimpleName())
                .containsExactlyInAnyOrder("StringCharBuffer", "LearnerText", "UnmodifiableRandomAccessList",
                        "ConcurrentSkipListSet", "RegularEnumSet", "LearnerTable");
    }

    private static void agree(String which, boolean found, Object value, Predicate<Object> instanceOf) {
        assertThat(found).as(which).isEqualTo(instanceOf.test(value));
    }
}
