package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.AdmissionState;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each JDK call whose work or allocation grows with its inputs is charged by their size before it
 * runs: one call on a large enough value costs at least the fuel or memory its guard promises,
 * where without the guard it would cost a handful of units. Values are built before the measured
 * call, and the fuel or memory they took is subtracted by measuring the same body without it.
 */
class JdkWorkMeteringTest {

    private static final AdmissionState STATE = new AdmissionState(0, 3, 0, 10, 100);

    record Charge(String setup, String call, long minFuel, long minMemory) {
        @Override
        public String toString() {
            return call;
        }
    }

    static Stream<Charge> charges() {
        String list10k = "List<Integer> list = new ArrayList<>(); for (int i = 0; i < 10_000; i++) list.add(i);";
        String doubling = "List<Object> nested = new ArrayList<>(); for (int i = 0; i < 12; i++) "
                + "nested = new ArrayList<>(List.of(nested, nested));";
        String colliding = "List<List<Integer>> keys = new ArrayList<>(); for (int i = 0; i < 300; i++) keys.add(List.of(i, -31 * i));";
        return Stream.of(
                // hashCode, equals, toString of nested values: 2^12 lists of four units each
                new Charge(doubling, "int h = nested.hashCode();", 4 * 4096, 0),
                new Charge(doubling, "boolean e = nested.equals(new ArrayList<>(nested));", 4 * 4096, 0),
                new Charge(doubling, "String t = nested.toString();", 4 * 4096, 32L * 4 * 4096),
                new Charge(doubling, "String t = \"n\" + nested;", 4 * 4096, 32L * 4 * 4096),
                new Charge(doubling, "int h = Objects.hash(nested, 1);", 4 * 4096, 0),
                new Charge(doubling, "String t = String.valueOf((Object) nested);", 4 * 4096, 0),
                new Charge("record Box(Object payload) {} " + doubling, "int h = new Box(nested).hashCode();", 4 * 4096, 0),
                new Charge("Object[] deep = {}; for (int i = 0; i < 12; i++) deep = new Object[] {deep, deep};",
                        "int h = Arrays.deepHashCode(deep);", 4 * 4096, 0),
                // lookups: a list is searched linearly; colliding list keys are probed one by one
                new Charge(list10k, "boolean c = list.contains(-1);", 10_000, 0),
                new Charge(list10k, "int at = list.indexOf(-1);", 10_000, 0),
                new Charge(colliding, "Set<List<Integer>> set = new HashSet<>(); for (List<Integer> key : keys) set.add(key);",
                        8 * 300 * 300 / 2, 48 * 300),
                new Charge(list10k + " List<Integer> other = new ArrayList<>(list);", "list.retainAll(other);", 10_000L * 10_000, 0),
                new Charge(list10k + " List<Integer> linked = new LinkedList<>(list);", "int at = linked.get(5_000);", 5_000, 0),
                new Charge(list10k, "list.remove(0);", 10_000 / 16, 0),
                // text: a near miss is n·m, a builder's front moves its tail
                new Charge("String text = \"a\".repeat(10_000); String needle = \"a\".repeat(1_000) + \"b\";",
                        "int at = text.indexOf(needle);", 9_000L * 1_000 / 16, 0),
                new Charge("StringBuilder b = new StringBuilder(\"x\".repeat(160_000));", "b.insert(0, 'y');", 10_000, 0),
                new Charge("StringBuilder b = new StringBuilder(\"x\".repeat(160_000));", "b.deleteCharAt(0);", 10_000, 0),
                new Charge("StringBuilder b = new StringBuilder(\"x\".repeat(160_000));", "b.reverse();", 10_000, 0),
                new Charge("String big = \"q\".repeat(10_000);", "String t = String.format(\"%1$s\".repeat(100), big);",
                        0, 2L * 100 * 10_000),
                new Charge("String big = \"q\".repeat(160_000);", "long sum = big.chars().sum();", 160_000, 0),
                new Charge("String big = \"q\".repeat(16_000); List<String> many = Collections.nCopies(100, big);",
                        "String t = String.join(\",\", many);", 100_000, 0),
                new Charge("StringBuilder b = new StringBuilder();",
                        "for (int i = 0; i < 1000; i++) { b.setLength(0); b.append(1e-300 * i); }", 64L * 1000, 0),
                new Charge("double tiny = 1e-300;", "for (int i = 0; i < 1000; i++) { String t = \"\" + tiny; }", 64L * 1000, 0),
                // sorts: n·log2(n)
                new Charge("int[] numbers = new int[1 << 16];", "Arrays.sort(numbers);", 16L << 16, 0),
                new Charge(list10k, "Collections.sort(list);", 10_000L * 14, 0),
                new Charge(list10k, "list.sort(null);", 10_000L * 14, 0),
                new Charge(list10k, "long n = list.stream().sorted().count();", 10_000L * 14, 0),
                // passes over arrays
                new Charge("int[] numbers = new int[160_000];", "Arrays.fill(numbers, 7);", 10_000, 0),
                new Charge("int[] a = new int[160_000]; int[] b = new int[160_000];", "boolean e = Arrays.equals(a, b);", 10_000, 0),
                // growth on the learner's behalf
                new Charge(list10k, "list.addAll(list);", 0, 16L * 10_000),
                new Charge("StringBuilder b = new StringBuilder();",
                        "for (int i = 0; i < 1000; i++) b.append((long) i).append(1.5).append('c');", 0, 3L * 1000 * 50),
                new Charge("class Roomy extends ArrayList<Object> {} Roomy roomy = new Roomy();",
                        "roomy.ensureCapacity(1 << 20);", 0, 8L << 20),
                new Charge("class Table extends HashMap<Integer, Integer> {} Table table = new Table();",
                        "for (int i = 0; i < 1000; i++) table.put(i, i);", 0, 48L * 1000),
                new Charge("Deque<Integer> deque = new ArrayDeque<>();",
                        "for (int i = 0; i < 1000; i++) deque.offerLast(i);", 0, 16L * 1000),
                new Charge("Map<Integer, Integer> map = new HashMap<>();",
                        "for (int i = 0; i < 1000; i++) map.merge(i % 500, 1, Integer::sum);", 0, 48L * 500),
                new Charge(list10k, "List<Integer> copy = list.stream().toList();", 0, 16L * 10_000));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("charges")
    void oneCallCostsWhatItsInputsSizeSays(Charge charge) {
        SandboxRun.Outcome without = run(charge.setup());
        SandboxRun.Outcome with = run(charge.setup() + "\n" + charge.call());

        assertThat(with.kind()).as("%s", with).isEqualTo(SandboxRun.Kind.RETURNED);
        assertThat(with.fuelUsed() - without.fuelUsed()).as("fuel").isGreaterThanOrEqualTo(charge.minFuel());
        assertThat(with.memoryUsed() - without.memoryUsed()).as("memory").isGreaterThanOrEqualTo(charge.minMemory());
    }

    private static SandboxRun.Outcome run(String statements) {
        return Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    %s
                    return Admission.CALL;
                }""".formatted(statements)).decide(STATE, SandboxRun.FUEL * 100, SandboxRun.MEMORY_BYTES * 4);
    }
}
