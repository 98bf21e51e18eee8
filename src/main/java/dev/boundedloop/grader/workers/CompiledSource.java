package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.sandbox.CompileDiagnostic;
import dev.boundedloop.grader.sandbox.CompileResult;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A compile as it crosses the pipe: a worker sends it back right after compiling, before any of the
 * job's learner code runs, and the supervisor sends it with a later job of the same source instead of
 * having it compiled again. The class files are javac's own, not yet verified or instrumented.
 *
 * @param classes class files by binary name, empty when the compile failed
 * @param errors javac's errors, empty when it succeeded
 */
record CompiledSource(Map<String, byte[]> classes, List<CompileDiagnostic> errors) {

    CompiledSource {
        classes = new TreeMap<>(classes);
        errors = List.copyOf(errors);
    }

    static CompiledSource of(CompileResult result) {
        return new CompiledSource(result.classes(), result.errors());
    }

    CompileResult result() {
        return new CompileResult(classes, errors);
    }

    /** Roughly what it holds in memory: class files and texts, with a little for each entry. */
    long bytes() {
        long bytes = 64;
        for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
            bytes += 64 + 2L * entry.getKey().length() + entry.getValue().length;
        }
        for (CompileDiagnostic error : errors) {
            bytes += 64 + 2L * error.message().length();
        }
        return bytes;
    }
}
