package dev.boundedloop.grader.sandbox;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The outcome of compiling one source file: either class files by binary name, or the errors.
 * {@code reusable} says whether compiling the same source again gives this same result: false when
 * javac crashed or ran out of stack, where that happens depending on the JVM's state.
 *
 * <p>The classes iterate in name order. Everything after the compile (the verifier's violations,
 * the locator's candidates) follows that order, and the same source must give the same report in
 * every JVM; {@code Map.copyOf} iterates in an order each JVM salts at startup.
 */
public record CompileResult(Map<String, byte[]> classes, List<CompileDiagnostic> errors, boolean reusable) {

    /** A result javac gave in the ordinary way: compiling the same source again gives it again. */
    public CompileResult(Map<String, byte[]> classes, List<CompileDiagnostic> errors) {
        this(classes, errors, true);
    }

    public CompileResult {
        classes = Collections.unmodifiableMap(new TreeMap<>(classes));
        errors = List.copyOf(errors);
    }

    public boolean succeeded() {
        return errors.isEmpty();
    }
}
