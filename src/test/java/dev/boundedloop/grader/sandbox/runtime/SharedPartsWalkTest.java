package dev.boundedloop.grader.sandbox.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.sandbox.runtime.Walk.Purpose;
import java.util.AbstractCollection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A walk adds the total of a part it has already counted instead of walking it again, and still
 * counts every visit the JDK would make: the totals, the stop at the limit, the depth bound and the
 * refusals are those of a walk that visits every node.
 */
class SharedPartsWalkTest {

    private static final long NODE = Walk.UNITS_PER_NODE;

    @Test
    void aDoublingListCountsEveryVisitTheJdkMakes() {
        assertThat(Walk.units(doublingList(20), Purpose.HASH, Long.MAX_VALUE - 1, false)).isEqualTo(doubled(20));
        // 2^59 visits: a walk that visited each would not end, one that adds what it counted does at once.
        assertThat(Walk.units(doublingList(58), Purpose.HASH, Long.MAX_VALUE - 1, false)).isEqualTo(doubled(58));
        assertThat(Walk.units(doublingList(58), Purpose.HASH, 1_000_000, false)).isGreaterThan(1_000_000);
    }

    @Test
    void aDoublingArrayCountsEveryVisitWhenArraysAreFollowed() {
        Object[] nested = new Object[0];
        for (int i = 0; i < 20; i++) {
            nested = new Object[] {nested, nested};
        }
        assertThat(Walk.units(nested, Purpose.HASH, Long.MAX_VALUE - 1, true)).isEqualTo(doubled(20));
    }

    @Test
    void aDoublingMapCountsItsEntriesEachTime() {
        Object map = Map.of();
        long expected = NODE;
        for (int i = 0; i < 16; i++) {
            map = Map.of("left", map, "right", map);
            // the map, then per entry: the entry, its one-unit key, its value
            expected = NODE + 2 * (NODE + 1 + expected);
        }
        assertThat(Walk.units(map, Purpose.HASH, Long.MAX_VALUE - 1, false)).isEqualTo(expected);
    }

    @Test
    void theLimitStopsTheWalkWhereverItFalls() {
        Object doubling = doublingList(24);
        long total = doubled(24);
        for (long limit : new long[] {0, 7, 8, 300, 4_097, total / 3, total - 1}) {
            assertThat(Walk.units(doubling, Purpose.VISIT, limit, false)).as("limit %d", limit).isGreaterThan(limit);
        }
        assertThat(Walk.units(doubling, Purpose.VISIT, total, false)).isEqualTo(total);
    }

    @Test
    void aPartCountedHighUpStillOverflowsTheDepthBoundFurtherDown() {
        Object tall = chain(300, List.of()); // 301 lists, one inside the next
        long limit = Long.MAX_VALUE - 1;
        long tallUnits = 301 * NODE;

        assertThat(Walk.units(List.of(tall, chain(250, tall)), Purpose.VISIT, limit, false)).isEqualTo(Long.MAX_VALUE);
        assertThat(Walk.units(List.of(tall, chain(100, tall)), Purpose.VISIT, limit, false))
                .isEqualTo(NODE + tallUnits + 100 * NODE + tallUnits);
        assertThat(Walk.units(List.of(chain(100, tall), tall), Purpose.VISIT, limit, false))
                .isEqualTo(NODE + 100 * NODE + tallUnits + tallUnits);
    }

    @Test
    void aPartHoldingAnotherCountedPartIsAsTallAsThatPart() {
        Object tall = chain(250, List.of());
        Object holder = List.of(tall); // counted after tall, so its one child is added, not walked
        Object root = List.of(tall, holder, chain(270, holder));
        assertThat(Walk.units(root, Purpose.VISIT, Long.MAX_VALUE - 1, false)).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void aPartIsWalkedAgainOnceLearnerCodeCouldHaveChangedIt() {
        StringBuilder text = new StringBuilder("x".repeat(16));
        List<Object> counted = new ArrayList<>(Collections.nCopies(200, text));
        Object root = List.of(counted, new Growing(text), counted);

        long first = NODE + 200 * (1 + 16 / 16);
        long second = NODE + 200 * (1 + (16 + 1600) / 16);
        assertThat(Walk.units(root, Purpose.VISIT, Long.MAX_VALUE - 1, false))
                .isEqualTo(NODE + first + NODE + second);
    }

    @Test
    void aRefusedValueAfterSharedPartsIsStillRefused() {
        Object hashed = List.of(doublingList(12), new Object());
        assertThatThrownBy(() -> Walk.units(hashed, Purpose.HASH, Long.MAX_VALUE - 1, false))
                .isInstanceOf(NondeterminismRefused.class);
        assertThat(Walk.units(hashed, Purpose.VISIT, Long.MAX_VALUE - 1, false)).isEqualTo(NODE + doubled(12) + NODE);
    }

    /** {@code a = List.of(a, a)}, {@code times} times, from the empty list. */
    private static Object doublingList(int times) {
        Object doubling = List.of();
        for (int i = 0; i < times; i++) {
            doubling = List.of(doubling, doubling);
        }
        return doubling;
    }

    /** What a doubling of the empty list or array costs to walk: every node, each time it is met. */
    private static long doubled(int times) {
        return ((1L << (times + 1)) - 1) * NODE;
    }

    /** {@code links} lists, each holding the next, the last holding {@code end}. */
    private static Object chain(int links, Object end) {
        Object chain = end;
        for (int i = 0; i < links; i++) {
            chain = List.of(chain);
        }
        return chain;
    }

    /** A learner's collection whose iterator lengthens a text some other part of the walk holds. */
    private static final class Growing extends AbstractCollection<Object> {
        private final StringBuilder text;

        Growing(StringBuilder text) {
            this.text = text;
        }

        @Override
        public Iterator<Object> iterator() {
            text.append("y".repeat(1600));
            return Collections.emptyIterator();
        }

        @Override
        public int size() {
            return 0;
        }
    }
}
