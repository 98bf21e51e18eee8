package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.AdmissionState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What would make the same source answer differently in two runs is refused with a reason: random
 * numbers and identity hashes statically, identity hashes reached through a value at run time, and
 * the per-JVM salted order of {@code Set.of} and {@code Map.of} is replaced by the order given.
 */
class NondeterminismRefusalTest {

    private static final AdmissionState STATE = new AdmissionState(0, 3, 0, 10, 100);

    @ParameterizedTest
    @ValueSource(strings = {
        "double r = Math.random();",
        "double r = StrictMath.random();",
        "int h = System.identityHashCode(s);",
        "int h = Admission.CALL.hashCode();",
        "Collections.shuffle(new ArrayList<>(List.of(1, 2)));",
        "String u = java.util.UUID.randomUUID().toString();",
        "int r = new java.util.SplittableRandom().nextInt();",
        "int r = java.util.concurrent.ThreadLocalRandom.current().nextInt();",
        "Set<Integer> set = java.util.stream.Stream.of(1).collect(java.util.stream.Collectors.toUnmodifiableSet());"})
    void randomnessAndIdentityHashesAreRefusedWithAReason(String statement) {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    %s
                    return Admission.CALL;
                }""".formatted(statement));

        assertThat(prepared.compiled().errors()).isEmpty();
        assertThat(prepared.violations()).isNotEmpty()
                .allSatisfy(v -> assertThat(v.message()).containsAnyOf("run to run", "salted"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Set<Object> set = new HashSet<>(); set.add(new Object());",
        "Map<Admission, Integer> counts = new HashMap<>(); counts.put(Admission.CALL, 1);",
        "System.out.println(new Object());",
        "String text = \"policy \" + this;",
        "String text = String.valueOf(new int[] {1});",
        "int h = String.class.hashCode();",
        "class Key { public int hashCode() { return super.hashCode(); } } int h = new Key().hashCode();",
        "class Name { public String toString() { return super.toString(); } } String t = new Name().toString();",
        "Map<Admission, Long> groups = java.util.stream.Stream.of(Admission.values())"
                + ".collect(java.util.stream.Collectors.groupingBy(a -> a, java.util.stream.Collectors.counting()));"})
    void identityHashesReachedAtRunTimeAreRefused(String statement) {
        SandboxRun.Outcome outcome = run(statement);

        assertThat(outcome.kind()).as("%s", outcome).isEqualTo(SandboxRun.Kind.ERROR);
        assertThat(outcome.error()).startsWith("dev.boundedloop.grader.sandbox.runtime.NondeterminismRefused")
                .contains("differs from run to run");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Set<Object> set = new LinkedHashSet<>(); set.add(new Object()); set.add(Admission.CALL);",
        "Map<Admission, Integer> counts = new EnumMap<>(Admission.class); counts.put(Admission.CALL, 1);",
        "Map<Admission, Integer> counts = new TreeMap<>(); counts.put(Admission.CALL, 1);",
        "record Point(int x, List<String> names) {} int h = new Point(1, List.of(\"a\")).hashCode();",
        "Set<Admission> answers = Set.of(Admission.CALL, Admission.MODEL_CALL_LIMIT);",
        "System.out.println(List.of(Admission.CALL) + \" \" + s);"})
    void orderedOrValueBasedHashesStayAllowed(String statement) {
        assertThat(run(statement).kind()).isEqualTo(SandboxRun.Kind.RETURNED);
    }

    @Test
    void setOfAndMapOfIterateInTheOrderGivenInEveryJvm() {
        SandboxRun.Outcome outcome = run("""
                System.out.println(Set.of("f", "e", "d", "c", "b", "a") + " " + Set.of(new String[] {"z", "y", "x"})
                        + " " + Map.of(5, "e", 4, "d", 3, "c", 2, "b", 1, "a")
                        + " " + Map.ofEntries(Map.entry(9, "i"), Map.entry(8, "h"))
                        + " " + Set.copyOf(List.of("q", "p", "q")) + " " + Map.copyOf(new TreeMap<>(Map.of(2, "b", 1, "a"))));""");

        assertThat(outcome.stdout().strip())
                .isEqualTo("[f, e, d, c, b, a] [z, y, x] {5=e, 4=d, 3=c, 2=b, 1=a} {9=i, 8=h} [q, p] {1=a, 2=b}");
    }

    @Test
    void theReplacementsStillRefuseWhatTheFactoriesRefuse() {
        assertThat(run("Set<String> set = Set.of(\"a\", \"a\");").error())
                .startsWith("java.lang.IllegalArgumentException");
        assertThat(run("Map<String, Integer> map = Map.of(\"a\", 1, null, 2);").error())
                .startsWith("java.lang.NullPointerException");
        assertThat(run("Set<String> set = Set.of(\"a\"); set.add(\"b\");").error())
                .startsWith("java.lang.UnsupportedOperationException");
    }

    private static SandboxRun.Outcome run(String statements) {
        return Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    %s
                    return Admission.CALL;
                }""".formatted(statements)).decide(STATE);
    }
}
