package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Guarded JDK calls of every argument shape (ints, longs, floats, booleans, arrays, receivers,
 * constructors) still behave normally when they are within budget: the instrumenter's copies of
 * their values must be exact. The oracle is the same class run without instrumentation.
 */
class GuardedCallsTest {

    @Test
    void everyGuardedCallShapeWorksWithinBudget() throws Exception {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    StringBuilder out = new StringBuilder(8);
                    out.append("ab".repeat(2)).append((Object) "c").append(new char[] {'d'}).append(new char[] {'e', 'f'}, 1, 1);
                    out.append("ghi", 0, 1).insert(0, "<").insert(0, new char[] {'['}).insert(1, "xyz", 0, 1);
                    out.insert(out.length(), new char[] {'.', ']'}, 1, 1).replace(0, 1, "{");
                    out.append(String.format("%3d|", 7)).append(String.format(java.util.Locale.ROOT, "%.2f|", 1.5));
                    out.append("%s|".formatted("t")).append("a-b".replace("-", "+"));
                    out.ensureCapacity(64);
                    System.out.printf("%d%n", 1);
                    System.out.format(java.util.Locale.ROOT, "%d%n", 2);
                    List<Integer> list = new ArrayList<>(4);
                    ((ArrayList<Integer>) list).ensureCapacity(8);
                    Map<String, Integer> map = new HashMap<>(8, 0.75f);
                    Map<String, Integer> lru = new LinkedHashMap<>(8, 0.75f, true);
                    Set<String> set = new HashSet<>(4);
                    Queue<Integer> queue = new PriorityQueue<>(4, Comparator.reverseOrder());
                    Deque<Integer> deque = new ArrayDeque<>(4);
                    int[] numbers = {3, 1, 2};
                    int[] copy = Arrays.copyOf(numbers, 5);
                    long[] range = Arrays.copyOfRange(new long[] {1, 2, 3}, 1, 3);
                    String[] names = Arrays.copyOf(new String[] {"a"}, 2, String[].class);
                    int[] cloned = numbers.clone();
                    int sum = java.util.stream.IntStream.range(0, 5).sum() + java.util.stream.IntStream.rangeClosed(1, 2).sum();
                    long longs = java.util.stream.LongStream.range(0, 3).sum() + java.util.stream.LongStream.rangeClosed(1, 2).sum();
                    List<String> copies = Collections.nCopies(3, "n");
                    java.math.BigInteger big = new java.math.BigInteger("12").pow(3).shiftLeft(2).shiftRight(1).setBit(70);
                    java.math.BigInteger hex = new java.math.BigInteger("ff", 16).clearBit(0).flipBit(1);
                    java.math.BigDecimal money = new java.math.BigDecimal("10.25").setScale(3)
                            .setScale(1, java.math.RoundingMode.HALF_UP).movePointLeft(1).movePointRight(1).scaleByPowerOfTen(0);
                    java.math.BigDecimal third = java.math.BigDecimal.ONE.divide(new java.math.BigDecimal(3), 4, java.math.RoundingMode.DOWN);
                    java.math.BigDecimal context = new java.math.BigDecimal("1.23456", new java.math.MathContext(3))
                            .pow(2).pow(2, new java.math.MathContext(5, java.math.RoundingMode.HALF_EVEN));
                    String text = out + "|" + list.size() + map.size() + lru.size() + set.size() + queue.size() + deque.size()
                            + "|" + copy.length + range[1] + names.length + cloned[0] + sum + longs + copies
                            + "|" + big + "|" + hex + "|" + money + "|" + third + "|" + context;
                    System.out.println(text);
                    return Admission.CALL;
                }""");
        AdmissionState state = new AdmissionState(0, 1, 0, 0, 0);

        SandboxRun.Outcome outcome = prepared.decide(state);

        assertThat(outcome.kind()).as("%s", outcome).isEqualTo(SandboxRun.Kind.RETURNED);
        assertThat(outcome.admission()).isEqualTo(Admission.CALL);
        assertThat(outcome.stdout()).contains("{x<ababcdfg]").isEqualTo(uninstrumentedOutput(prepared, state));
    }

    private static String uninstrumentedOutput(SandboxRun.Prepared prepared, AdmissionState state) throws Exception {
        PolicyClassLoader loader = new PolicyClassLoader(prepared.compiled().classes());
        AdmissionPolicy plain = PolicyLocator.locate(loader, prepared.compiled().classes().keySet())
                .policyClass().getConstructor().newInstance();
        PrintStream realOut = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            plain.decide(state);
        } finally {
            System.setOut(realOut);
        }
        return printed.toString(StandardCharsets.UTF_8);
    }
}
