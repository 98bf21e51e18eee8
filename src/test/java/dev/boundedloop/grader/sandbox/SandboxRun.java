package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.kinds.admission.AdmissionKind;
import dev.boundedloop.grader.sandbox.runtime.AbortKind;
import dev.boundedloop.grader.sandbox.runtime.PolicyMade;
import dev.boundedloop.grader.sandbox.runtime.Sandbox;
import dev.boundedloop.grader.sandbox.runtime.Session;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The pipeline under test, end to end: compile, verify, instrument, load in a fresh loader and
 * call {@code decide} inside a metered session on a dedicated thread, the way a worker will.
 */
final class SandboxRun {

    /** The packaged assignment's per-case fuel, so a verdict here is the verdict a learner gets. */
    static final long FUEL = 8_000_000;
    static final long MEMORY_BYTES = 32L << 20;
    private static final long STACK_BYTES = 1L << 20;
    private static final long WALL_CLOCK_SAFETY_NET_MILLIS = 60_000;

    private static final InMemoryCompiler COMPILER =
            new InMemoryCompiler(ApiClasspath.extractToTemporaryDirectory(AdmissionKind.API.apiTypes()));

    private SandboxRun() {}

    enum Kind { RETURNED, TIMEOUT, MEMORY_LIMIT, ERROR }

    /** What one call of {@code decide} did, as the grader would see it. */
    record Outcome(Kind kind, Admission admission, String error, long fuelUsed, long memoryUsed,
                   String stdout, String stderr) {}

    /** A submission after the static stages. */
    record Prepared(CompileResult compiled, List<Violation> violations, Map<String, byte[]> instrumented) {

        boolean runnable() {
            return compiled.succeeded() && violations.isEmpty();
        }

        Outcome decide(AdmissionState state) {
            return decide(state, FUEL, MEMORY_BYTES);
        }

        Outcome decide(AdmissionState state, long fuel, long memoryBytes) {
            assertThat(runnable()).as("compiled and verified: %s %s", compiled.errors(), violations).isTrue();
            return onDedicatedThread(() -> run(instrumented, state, fuel, memoryBytes));
        }
    }

    static Prepared prepare(Path file) {
        try {
            String name = file.getFileName().toString();
            return prepare(name, java.nio.file.Files.readString(file));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Prepared prepare(String fileName, String source) {
        CompileResult compiled = COMPILER.compile(fileName, source);
        if (!compiled.succeeded()) {
            return new Prepared(compiled, List.of(), Map.of());
        }
        List<Violation> violations = BytecodeVerifier.verify(compiled.classes());
        if (!violations.isEmpty()) {
            return new Prepared(compiled, violations, Map.of());
        }
        try {
            return new Prepared(compiled, violations, Instrumenter.instrument(compiled.classes()));
        } catch (NotInstrumentable tooLarge) {
            return new Prepared(compiled, List.of(tooLarge.violation()), Map.of());
        }
    }

    static <T> T onDedicatedThread(Callable<T> task) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(task.call());
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "sandbox-run", STACK_BYTES);
        thread.setDaemon(true);
        thread.start();
        try {
            thread.join(WALL_CLOCK_SAFETY_NET_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
        if (thread.isAlive()) {
            throw new AssertionError("the sandboxed call did not end: the meter failed to stop it");
        }
        if (failure.get() != null) {
            throw new AssertionError("the harness itself failed", failure.get());
        }
        return result.get();
    }

    /**
     * Instantiation, the call and the description of a thrown exception all run inside the
     * session: a hostile constructor, static initialiser or {@code getMessage} is learner code too.
     */
    private static Outcome run(Map<String, byte[]> classes, AdmissionState state, long fuel, long memoryBytes) {
        PolicyClassLoader loader = new PolicyClassLoader(classes);
        PolicyLocator.Located located = PolicyLocator.locate(loader, classes.keySet(), AdmissionPolicy.class);
        assertThat(located.found()).as(located.invalidReason()).isTrue();
        try (Session session = Sandbox.open(fuel, memoryBytes)) {
            Admission admission = null;
            String error = null;
            Throwable thrown = null;
            try {
                AdmissionPolicy policy = located.learnerClass().asSubclass(AdmissionPolicy.class).getConstructor().newInstance();
                admission = policy.decide(state);
            } catch (InvocationTargetException e) {
                thrown = e.getCause();
            } catch (Throwable e) {
                thrown = e;
            }
            if (thrown != null && session.abort().isEmpty()) {
                error = describe(thrown);
            }
            return new Outcome(kind(session, thrown), admission, error, session.fuelUsed(), session.memoryUsed(),
                    session.stdout(), session.stderr());
        }
    }

    private static String describe(Throwable thrown) {
        try {
            return PolicyMade.reportedClassName(thrown) + ": " + thrown;
        } catch (Throwable whileDescribing) {
            return thrown.getClass().getName() + " (its description failed: " + whileDescribing.getClass().getName() + ")";
        }
    }

    private static Kind kind(Session session, Throwable thrown) {
        if (session.abort().isPresent()) {
            return session.abort().get() == AbortKind.FUEL ? Kind.TIMEOUT : Kind.MEMORY_LIMIT;
        }
        if (thrown instanceof OutOfMemoryError && !(thrown instanceof PolicyMade)) {
            return Kind.MEMORY_LIMIT;
        }
        return thrown == null ? Kind.RETURNED : Kind.ERROR;
    }
}
