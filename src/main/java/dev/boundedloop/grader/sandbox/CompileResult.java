package dev.boundedloop.grader.sandbox;

import java.util.List;
import java.util.Map;

/**
 * The outcome of compiling one source file: either class files by binary name, or the errors.
 */
public record CompileResult(Map<String, byte[]> classes, List<CompileDiagnostic> errors) {

    public CompileResult {
        classes = Map.copyOf(classes);
        errors = List.copyOf(errors);
    }

    public boolean succeeded() {
        return errors.isEmpty();
    }
}
