package dev.boundedloop.grader.sandbox;

import dev.boundedloop.grader.kinds.admission.AdmissionKind;
import dev.boundedloop.grader.sandbox.runtime.Sandbox;
import dev.boundedloop.grader.sandbox.runtime.Session;
import java.lang.reflect.Method;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * How much slower instrumented code runs: a tight loop of 10^7 iterations, and a loop that calls
 * a small method each time (one ThreadLocal lookup per call), with and without instrumentation.
 * The JIT's on-stack-replaced loop and its later full compilation can differ a lot, so it reports
 * the fastest round and the median. It measures rather than asserts, so it only runs on request:
 * {@code ./mvnw -q -B test -Dtest=FuelOverheadMeasurement -Dsandbox.measure=true}.
 */
@EnabledIfSystemProperty(named = "sandbox.measure", matches = "true")
class FuelOverheadMeasurement {

    private static final int ITERATIONS = 10_000_000;
    private static final int ROUNDS = 40;

    private static final String SOURCE = """
            public class Spin {
                public static long loop(int n) {
                    long sum = 0;
                    for (int i = 0; i < n; i++) {
                        sum += i ^ (sum >>> 3);
                    }
                    return sum;
                }

                public static long calls(int n) {
                    long sum = 0;
                    for (int i = 0; i < n; i++) {
                        sum += step(i, sum);
                    }
                    return sum;
                }

                private static long step(int i, long sum) {
                    return i ^ (sum >>> 3);
                }
            }
            """;

    @Test
    void measure() throws Exception {
        CompileResult compiled = new InMemoryCompiler(ApiClasspath.extractToTemporaryDirectory(AdmissionKind.API.apiTypes()))
                .compile("Spin.java", SOURCE);
        Map<String, byte[]> instrumented = Instrumenter.instrument(compiled.classes());
        for (String method : new String[] {"loop", "calls"}) {
            Method plain = new PolicyClassLoader(compiled.classes()).loadClass("Spin").getMethod(method, int.class);
            Method metered = new PolicyClassLoader(instrumented).loadClass("Spin").getMethod(method, int.class);
            long[][] nanos = SandboxRun.onDedicatedThread(() -> {
                try (Session session = Sandbox.open(Long.MAX_VALUE, 1 << 20)) {
                    return new long[][] {rounds(plain), rounds(metered)};
                }
            });
            System.out.printf("%s, 10^7 iterations: plain %.1f ms (median %.1f), instrumented %.1f ms (median %.1f),"
                    + " slowdown %.2fx (median %.2fx)%n", method, nanos[0][0] / 1e6, median(nanos[0]) / 1e6,
                    nanos[1][0] / 1e6, median(nanos[1]) / 1e6, (double) nanos[1][0] / nanos[0][0],
                    median(nanos[1]) / median(nanos[0]));
        }
    }

    /** Every round's time, sorted, so the first is the fastest. */
    private static long[] rounds(Method method) throws Exception {
        long[] nanos = new long[ROUNDS];
        long sink = 0;
        for (int round = 0; round < ROUNDS; round++) {
            long start = System.nanoTime();
            sink += (long) method.invoke(null, ITERATIONS);
            nanos[round] = System.nanoTime() - start;
        }
        if (sink == 42) {
            System.out.println("unlikely");
        }
        java.util.Arrays.sort(nanos);
        return nanos;
    }

    private static double median(long[] sorted) {
        return sorted[sorted.length / 2];
    }
}
