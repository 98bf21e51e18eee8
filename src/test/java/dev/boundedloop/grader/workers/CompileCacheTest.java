package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.sandbox.CompileDiagnostic;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CompileCacheTest {

    private static final String COMPILER = "compiler-a";
    private static final String API = "admission-policy";
    private static final byte[] LEARNER_A = "public class Policy { int a; }".getBytes(StandardCharsets.UTF_8);
    private static final CompiledSource A_COMPILED = new CompiledSource(Map.of("Policy", new byte[] {1, 2, 3}), List.of());

    @Test
    void aKeptCompileServesTheSameSourceApiAndCompilerAgain() {
        CompileCache cache = new CompileCache(1 << 20);
        cache.put(cache.key(COMPILER, API, LEARNER_A), A_COMPILED);

        CompiledSource found = cache.get(cache.key(COMPILER, API, LEARNER_A.clone()));

        assertThat(found).isSameAs(A_COMPILED);
        assertThat(cache.hits()).isEqualTo(1);
    }

    @Test
    void anotherSourceEvenOneByteApartNeverGetsItsCompile() {
        CompileCache cache = new CompileCache(1 << 20);
        cache.put(cache.key(COMPILER, API, LEARNER_A), A_COMPILED);
        byte[] learnerB = "public class Policy { int a; } ".getBytes(StandardCharsets.UTF_8);

        assertThat(cache.get(cache.key(COMPILER, API, learnerB))).isNull();
        assertThat(cache.misses()).isEqualTo(1);
    }

    @Test
    void anotherLearnerApiOrCompilerMisses() {
        CompileCache cache = new CompileCache(1 << 20);
        cache.put(cache.key(COMPILER, API, LEARNER_A), A_COMPILED);

        assertThat(cache.get(cache.key(COMPILER, "agent-loop", LEARNER_A))).as("another learner API").isNull();
        assertThat(cache.get(cache.key("compiler-b", API, LEARNER_A))).as("another JDK, javac or sandbox").isNull();
    }

    @Test
    void aWorkerWithoutAnIdentityOrACacheOfNoBytesKeepsNothing() {
        CompileCache cache = new CompileCache(1 << 20);
        assertThat(cache.key(null, API, LEARNER_A)).isNull();
        cache.put(null, A_COMPILED);
        assertThat(cache.size()).isZero();

        CompileCache none = new CompileCache(0);
        CompileCache.Key key = none.key(COMPILER, API, LEARNER_A);
        none.put(key, A_COMPILED);
        assertThat(none.get(key)).isNull();
        assertThat(none.size()).isZero();
    }

    @Test
    void aCompileErrorIsKeptWithItsDiagnostics() {
        CompileCache cache = new CompileCache(1 << 20);
        CompiledSource failed = new CompiledSource(Map.of(), List.of(new CompileDiagnostic(3, 7, "';' expected")));
        cache.put(cache.key(COMPILER, API, LEARNER_A), failed);

        assertThat(cache.get(cache.key(COMPILER, API, LEARNER_A)).result().errors())
                .containsExactly(new CompileDiagnostic(3, 7, "';' expected"));
    }

    @Test
    void theLeastRecentlyUsedGoesFirstWhenTheBytesRunOut() {
        CompiledSource big = new CompiledSource(Map.of("Policy", new byte[1000]), List.of());
        CompileCache cache = new CompileCache(3 * big.bytes());
        CompileCache.Key first = cache.key(COMPILER, API, source(1));
        CompileCache.Key second = cache.key(COMPILER, API, source(2));
        CompileCache.Key third = cache.key(COMPILER, API, source(3));
        CompileCache.Key fourth = cache.key(COMPILER, API, source(4));
        cache.put(first, big);
        cache.put(second, big);
        cache.put(third, big);
        cache.get(first); // used again: the second is now the oldest

        cache.put(fourth, big);

        assertThat(cache.size()).isEqualTo(3);
        assertThat(cache.bytes()).isLessThanOrEqualTo(3 * big.bytes());
        assertThat(cache.get(second)).isNull();
        assertThat(cache.get(first)).isSameAs(big);
        assertThat(cache.get(fourth)).isSameAs(big);
    }

    @Test
    void aCompileLargerThanTheWholeCacheIsNotKept() {
        CompiledSource big = new CompiledSource(Map.of("Policy", new byte[1000]), List.of());
        CompileCache cache = new CompileCache(big.bytes() - 1);
        cache.put(cache.key(COMPILER, API, LEARNER_A), big);

        assertThat(cache.size()).isZero();
        assertThat(cache.bytes()).isZero();
    }

    private static byte[] source(int n) {
        return ("public class Policy { int a = " + n + "; }").getBytes(StandardCharsets.UTF_8);
    }
}
