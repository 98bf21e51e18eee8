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

    /** The collection, text and array guards added for JDK work, each on a small value. */
    @Test
    void theWorkGuardsLeaveEveryCallItsValues() throws Exception {
        SandboxRun.Prepared prepared = Sources.prepare("""
                static final class Bag extends ArrayList<String> {}
                record Pair(String name, List<Integer> values) {}

                public Admission decide(AdmissionState s) {
                    StringBuilder out = new StringBuilder();
                    out.append(7L).append(8).append('c').append(true).append(1.5f).append(2.5).appendCodePoint(65);
                    out.insert(0, 1L).insert(0, 2).insert(0, 'x').insert(0, false).insert(0, 0.5f).insert(0, 0.25);
                    out.deleteCharAt(0).delete(0, 1).reverse().reverse();
                    out.append('|').append(out.indexOf("c")).append(out.lastIndexOf("c", 20)).append('|');
                    List<Integer> list = new ArrayList<>(List.of(5, 3, 9, 1));
                    list.add(0, 4);
                    list.remove(1);
                    list.set(0, 2);
                    list.addAll(List.of(7, 7));
                    list.addAll(1, List.of(8));
                    Collections.sort(list);
                    list.sort(Comparator.reverseOrder());
                    Collections.addAll(list, 6, 6);
                    out.append(list).append(list.contains(9)).append(list.indexOf(7)).append(list.lastIndexOf(7))
                            .append(list.get(2)).append(list.containsAll(List.of(1, 9))).append('|');
                    List<Integer> linked = new LinkedList<>(list);
                    linked.retainAll(Set.of(7, 9, 6));
                    linked.removeAll(List.of(6));
                    out.append(linked).append(Collections.frequency(list, 7)).append(Collections.max(list))
                            .append(Collections.disjoint(list, linked)).append(Collections.indexOfSubList(list, List.of(7, 7))).append('|');
                    Map<String, Integer> map = new HashMap<>(Map.of("a", 1));
                    map.put("b", 2);
                    map.merge("a", 10, Integer::sum);
                    map.computeIfAbsent("c", k -> 3);
                    map.compute("b", (k, v) -> v * 2);
                    map.putIfAbsent("d", 4);
                    map.replace("d", 4, 5);
                    map.putAll(Map.of("e", 6));
                    out.append(new TreeMap<>(map)).append(map.get("a")).append(map.getOrDefault("z", 0))
                            .append(map.containsKey("b")).append(map.containsValue(5)).append(map.remove("e")).append('|');
                    Deque<Integer> deque = new ArrayDeque<>(List.of(1));
                    deque.push(0);
                    deque.offerLast(2);
                    deque.addFirst(-1);
                    deque.addLast(3);
                    deque.offerFirst(-2);
                    Queue<String> heap = new PriorityQueue<>(List.of("m", "a"));
                    heap.offer("c");
                    out.append(deque).append(heap.peek()).append(new TreeSet<>(heap)).append('|');
                    Bag bag = new Bag();
                    bag.add("z");
                    bag.ensureCapacity(16);
                    out.append(bag).append(bag.hashCode()).append(bag.equals(List.of("z"))).append('|');
                    Pair pair = new Pair("p", List.of(1, 2));
                    out.append(pair).append(pair.hashCode()).append(pair.equals(new Pair("p", List.of(1, 2)))).append('|');
                    int[] numbers = {4, 2, 3, 1};
                    Arrays.sort(numbers, 1, 3);
                    Arrays.sort(numbers);
                    long[] longs = new long[3];
                    Arrays.fill(longs, 9L);
                    Arrays.fill(longs, 0, 1, 1L);
                    char[] chars = new char[2];
                    Arrays.fill(chars, 'q');
                    String[] names = {"b", "a"};
                    Arrays.sort(names, Comparator.naturalOrder());
                    out.append(Arrays.toString(numbers)).append(Arrays.toString(longs)).append(Arrays.toString(chars))
                            .append(Arrays.hashCode(numbers)).append(Arrays.equals(numbers, numbers.clone()))
                            .append(Arrays.deepToString(new Object[] {names, new int[] {1}})).append(Arrays.stream(numbers).sum())
                            .append(Arrays.stream(names, 0, 1).count()).append(Set.copyOf(List.of(1, 1)).size()).append('|');
                    String text = "abcabc";
                    out.append(text.indexOf("ca")).append(text.indexOf('c')).append(text.lastIndexOf('c', 4)).append(text.contains("bc"))
                            .append(text.replace("b", "B")).append(" x ".strip()).append(text.compareTo("abd")).append(text.startsWith("ab"))
                            .append(text.chars().sum()).append(String.join("+", List.of("j", "k"))).append(String.join("-", "l", "m"))
                            .append(String.valueOf(2.5)).append(Double.parseDouble("1.25")).append(Objects.hash(1, "a"))
                            .append(Objects.toString(null, "none")).append(String.format("%s %.2f %5d", List.of(1), 1.005, 42))
                            .append(" " + list + 0.5).append(list.stream().sorted().toList())
                            .append(list.stream().collect(java.util.stream.Collectors.toList()));
                    System.out.println(out);
                    return Admission.CALL;
                }""");
        AdmissionState state = new AdmissionState(0, 1, 0, 0, 0);

        SandboxRun.Outcome outcome = prepared.decide(state);

        assertThat(outcome.kind()).as("%s", outcome).isEqualTo(SandboxRun.Kind.RETURNED);
        assertThat(outcome.stdout()).isEqualTo(uninstrumentedOutput(prepared, state));
    }

    private static String uninstrumentedOutput(SandboxRun.Prepared prepared, AdmissionState state) throws Exception {
        PolicyClassLoader loader = new PolicyClassLoader(prepared.compiled().classes());
        AdmissionPolicy plain = PolicyLocator.locate(loader, prepared.compiled().classes().keySet(), AdmissionPolicy.class)
                .learnerClass().asSubclass(AdmissionPolicy.class).getConstructor().newInstance();
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
