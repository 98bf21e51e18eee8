package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.policy.AdmissionState;
import java.util.SplittableRandom;

/**
 * Seeded random admission states, biased towards the places where policies go wrong: zero limits,
 * the exact fit and one either side of it, both limits exhausted, overspent budgets and cents
 * beyond the range of an int.
 */
final class StateGenerator {

    private static final long BEYOND_INT = 1L << 31;
    private final SplittableRandom random;

    StateGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    AdmissionState next() {
        int maxCalls = pick(0, 1, 3, random.nextInt(0, 12), random.nextInt(0, Integer.MAX_VALUE));
        int usedCalls = (int) Math.max(0, pick(maxCalls - 1L, maxCalls, maxCalls + 1L, 0, random.nextInt(0, 14)));
        long budget = pick(0, random.nextLong(0, 200), random.nextLong(BEYOND_INT, BEYOND_INT << 8), 6, 20);
        long next = pick(0, 2, random.nextLong(0, 60), random.nextLong(0, BEYOND_INT << 4), 30);
        long exactFit = budget - next;
        long spent = Math.max(0, pick(exactFit, exactFit + 1, exactFit - 1, 0, budget + random.nextLong(1, 100)));
        return new AdmissionState(usedCalls, maxCalls, spent, next, budget);
    }

    private int pick(int... choices) {
        return choices[random.nextInt(choices.length)];
    }

    private long pick(long... choices) {
        return choices[random.nextInt(choices.length)];
    }
}
